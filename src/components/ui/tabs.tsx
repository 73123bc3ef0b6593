import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex flex-wrap gap-1 border-b border-slate-300', className)}
      {...props}
    />
  );
}

/** One tab; the chosen one stands out by its border and weight, not by colour alone. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px inline-flex min-h-10 items-center gap-2 rounded-t-lg border border-transparent px-3 py-2 text-sm text-slate-700 hover:bg-slate-100',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900',
        'data-[state=active]:border-slate-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:font-semibold data-[state=active]:text-slate-900',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'rounded-b-lg border border-t-0 border-slate-300 bg-white p-4 focus-visible:outline-2 focus-visible:outline-blue-900 sm:p-6',
        className,
      )}
      {...props}
    />
  );
}
