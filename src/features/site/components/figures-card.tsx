import { useId } from 'react';

import { type Stat, StatList } from './stat-list';

/** A dark card of key figures under a small heading: company figures, load limits, FlexCover. */
export function FiguresCard({
  title,
  items,
  headingLevel = 3,
  layout = 'column',
}: {
  title: string;
  items: Stat[];
  headingLevel?: 2 | 3;
  layout?: 'row' | 'column';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-blue-950 p-8 shadow-xl sm:p-10">
      <Heading
        id={headingId}
        className="text-sm font-semibold tracking-wide text-blue-200 uppercase"
      >
        {title}
      </Heading>
      <div className="mt-6">
        <StatList items={items} layout={layout} />
      </div>
    </section>
  );
}
