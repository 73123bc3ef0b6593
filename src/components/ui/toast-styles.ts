import type { ToastMessage } from './toast-store';

/** The look of a toast, shared by the staff area's Radix toaster and the public one. */
export const TOAST_DURATION_MS = 5000; // SPEC §9
export const TOAST_SWIPE_THRESHOLD_PX = 50; // SPEC §9

export const toastStyles = {
  viewport: 'fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none',
  root: (variant: ToastMessage['variant']) =>
    `grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 shadow-lg print:hidden ${
      variant === 'destructive'
        ? 'border-red-700 bg-red-700 text-white'
        : 'border-slate-200 bg-white text-slate-900'
    }`,
  title: 'font-semibold',
  close: 'row-span-2 rounded p-1 opacity-80 hover:opacity-100',
  description: 'mt-1 text-sm',
  action: (variant: ToastMessage['variant']) =>
    `col-start-1 mt-3 justify-self-start rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
      variant === 'destructive'
        ? 'border-white/70 hover:bg-white/10 focus-visible:outline-white'
        : 'border-slate-300 hover:bg-slate-100 focus-visible:outline-blue-900'
    }`,
};
