export interface Stat {
  value: string;
  label: string;
}

const LAYOUTS = {
  /** Short figures: side by side on mid-size screens, under each other in a wide page's column. */
  row: { list: 'sm:grid-cols-3 lg:grid-cols-1', value: 'text-4xl sm:text-5xl' },
  /** Longer values ("up to 3,700 mm"): always under each other, so none can overflow. */
  column: { list: '', value: 'text-3xl sm:text-4xl' },
} as const;

/**
 * Key figures on a dark background, each a big value over its label (the label comes first in
 * the markup, so it is read before the number).
 */
export function StatList({
  items,
  layout = 'column',
}: {
  items: Stat[];
  layout?: keyof typeof LAYOUTS;
}) {
  const classes = LAYOUTS[layout];
  return (
    <dl className={`grid gap-8 ${classes.list}`}>
      {items.map(({ value, label }) => (
        <div key={label} className="flex flex-col-reverse gap-1">
          <dt className="font-medium text-blue-100">{label}</dt>
          <dd className={`font-bold tracking-tight text-amber-400 ${classes.value}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
