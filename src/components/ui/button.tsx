import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { type ButtonVariants, buttonVariants } from './button-variants';

export type ButtonProps = ComponentProps<'button'> &
  ButtonVariants & {
    /** Renders the one child (a router <Link>, an <a>) with the button's look and props. */
    asChild?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot className={classes} {...props} />;
  // type="button" by default: a button inside a form submits only when it says so.
  return <button type={type} className={classes} {...props} />;
}
