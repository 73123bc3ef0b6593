import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { type ButtonVariants, buttonVariants } from './button-variants';

export type ButtonProps = ComponentProps<'button'> & ButtonVariants;

/**
 * A button. A link that should look like one takes `buttonVariants(…)` as its className
 * instead (no Slot here: that would put Radix on every public page's first paint).
 */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  // type="button" by default: a button inside a form submits only when it says so.
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
