import { cva } from 'class-variance-authority';

/** The look of every text control (input, textarea, select trigger), invalid state included. */
export const controlVariants = cva(
  'w-full rounded-lg border border-slate-300 bg-white text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-blue-800 focus:ring-2 focus:ring-blue-800/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-700 aria-invalid:focus:ring-red-700/30',
  {
    variants: {
      size: {
        md: 'min-h-10 px-3 py-2',
        lg: 'min-h-12 px-4 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);
