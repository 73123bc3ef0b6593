import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * A grey placeholder in the shape of content that is loading. Hidden from screen readers:
 * the loading state is announced by whoever renders it (a role="status" text).
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}
