import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * The label of one control, named by `htmlFor`. A plain <label>: Radix Label adds only "no
 * text selection on double click", and the tracking form's label is on a public first paint.
 */
export function Label({
  className,
  htmlFor,
  ...props
}: ComponentProps<'label'> & { htmlFor: string }) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn('block text-sm font-medium text-slate-800', className)}
      {...props}
    />
  );
}
