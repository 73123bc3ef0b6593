import { type ReactNode, useId } from 'react';

import { cn } from '@/lib/cn';

/** One group of the shipment form: a fieldset with its legend and an optional explanation. */
export function FormSection({
  legend,
  description,
  className,
  children,
}: {
  legend: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <fieldset
      aria-describedby={description ? descriptionId : undefined}
      className={cn('grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2', className)}
    >
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      {description && (
        <p id={descriptionId} className="text-sm text-slate-600 sm:col-span-2">
          {description}
        </p>
      )}
      {children}
    </fieldset>
  );
}
