import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { type BadgeVariants, badgeVariants } from './badge-variants';

/** A short status label; the text carries the meaning, the colour only repeats it. */
export function Badge({ className, tone, ...props }: ComponentProps<'span'> & BadgeVariants) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
