import { CircleAlert } from 'lucide-react';

import { cn } from '@/lib/cn';

/** One chip of a staff list's filter; `value` null is "every …". */
export interface FilterChip<Value extends string> {
  value: Value | null;
  label: string;
  /** The full value on hover, when a long label is cut short. */
  title?: string;
  /** Marked red with an icon: something there needs attention. */
  attention?: boolean;
}

/** A staff list's filter as a row of toggle buttons; the chosen one is pressed. */
export function FilterChips<Value extends string>({
  label,
  chips,
  selected,
  onSelect,
}: {
  label: string;
  chips: FilterChip<Value>[];
  selected: Value | null;
  onSelect: (value: Value | null) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const pressed = chip.value === selected;
        return (
          <button
            key={chip.value ?? ''}
            type="button"
            aria-pressed={pressed}
            title={chip.title}
            onClick={() => onSelect(chip.value)}
            className={cn(
              'inline-flex max-w-[16rem] items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900 max-sm:min-h-11',
              pressed
                ? 'border-blue-900 bg-blue-900 text-white'
                : chip.attention
                  ? 'border-red-300 bg-red-50 text-red-900 hover:bg-red-100'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {chip.attention && <CircleAlert aria-hidden="true" className="size-4 shrink-0" />}
            <span className="truncate">{chip.label}</span>
          </button>
        );
      })}
    </div>
  );
}
