import { cva, type VariantProps } from 'class-variance-authority';

/** Every button and button-like link of the site takes its look from here. */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900 disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-blue-900 text-white shadow-sm hover:bg-blue-800',
        accent: 'bg-amber-700 text-white shadow-sm hover:bg-amber-800',
        outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
        destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
        ghost: 'text-current hover:bg-slate-900/5',
        link: 'rounded-sm text-blue-900 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'min-h-8 px-3 text-sm',
        md: 'min-h-10 px-4 py-2',
        lg: 'min-h-12 px-5 py-3',
        icon: 'size-10',
        /** For `link`: no box, the text is the target. */
        inline: '',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;
