import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { controlVariants } from './control-variants';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlVariants(), 'min-h-24', className)} {...props} />;
}
