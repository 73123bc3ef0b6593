import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const SIZES = { md: 'max-w-lg', lg: 'max-w-3xl' } as const;

/**
 * Below `sm`: the whole screen (dvh: the part the browser's bars leave), its content scrolling
 * under a sticky footer, clear of a notch and the home indicator where the browser reports them.
 */
const FULL_SCREEN_ON_PHONE =
  'max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:content-start max-sm:rounded-none max-sm:pt-[max(1.5rem,env(safe-area-inset-top))]';

/**
 * A modal dialog: focus trapped, Escape and the close button close it. Needs a <DialogTitle>;
 * pass `aria-describedby={undefined}` when it has no <DialogDescription>.
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  size = 'md',
  fullScreenOnPhone = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /**
   * The close button's accessible name, in the screen's language. `null` only for a dialog
   * that must be answered (open without onOpenChange): it has no close button.
   */
  closeLabel: string | null;
  size?: keyof typeof SIZES;
  /** A long form: the whole screen on a phone, so nothing of it hides behind a margin. */
  fullScreenOnPhone?: boolean;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-950/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl',
          SIZES[size],
          fullScreenOnPhone && FULL_SCREEN_ON_PHONE,
          className,
        )}
        {...props}
      >
        {children}
        {closeLabel !== null && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            // 44 px to tap on a phone; the title's right padding keeps clear of it.
            className="absolute top-4 right-4 rounded-md p-1.5 text-slate-600 max-sm:top-2 max-sm:right-2 max-sm:p-3 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-800"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-8 text-xl font-semibold text-slate-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-slate-700', className)} {...props} />;
}

/** The actions row: the main action last (right on wide screens, first on phones). */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
