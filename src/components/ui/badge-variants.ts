import { cva, type VariantProps } from 'class-variance-authority';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'bg-slate-100 text-slate-800',
        info: 'bg-blue-100 text-blue-900',
        success: 'bg-green-100 text-green-900',
        warning: 'bg-amber-100 text-amber-900',
        danger: 'bg-red-100 text-red-900',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeVariants = VariantProps<typeof badgeVariants>;
