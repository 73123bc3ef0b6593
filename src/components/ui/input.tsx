import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { controlVariants } from './control-variants';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> &
  VariantProps<typeof controlVariants>;

export function Input({ className, size, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(controlVariants({ size }), className)} {...props} />;
}
