import { type ReactNode, useId } from 'react';

import { cn } from '@/lib/cn';

/**
 * One group of the shipment form: a fieldset with its legend and an optional explanation; its
 * fields in two columns from small screens up, or in one.
 */
export function FormSection({
  legend,
  description,
  columns = 2,
  className,
  children,
}: {
  legend: string;
  description?: string;
  columns?: 1 | 2;
  className?: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <fieldset
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        // items-start: a field next to a taller one (with a hint) keeps its own height.
        'grid items-start gap-4 rounded-xl border border-slate-200 p-4',
        columns === 2 && 'sm:grid-cols-2',
        className,
      )}
    >
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      {description && (
        <p
          id={descriptionId}
          className={cn('text-sm text-slate-600', columns === 2 && 'sm:col-span-2')}
        >
          {description}
        </p>
      )}
      {children}
    </fieldset>
  );
}
