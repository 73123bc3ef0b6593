import type { ComponentProps, ReactNode } from 'react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog';
import type { ButtonVariants } from './button-variants';

type ContentFocusProps = Pick<
  ComponentProps<typeof AlertDialogContent>,
  'onOpenAutoFocus' | 'onCloseAutoFocus'
>;

/**
 * A yes/no question on the alert dialog: Cancel first (Enter never destroys anything), no
 * closing by a click outside. With `pending`, both answers wait and Escape does nothing, so an
 * action in flight is never abandoned; with `stayOpenOnConfirm`, the caller closes it when the
 * action has succeeded (a failure keeps the question and the user's answer on screen). A
 * `choice` that goes with the answer (e.g. whether the customer is told) shows under the
 * question. A `conflict` (someone changed the thing meanwhile: a ConflictPanel) shows above the answers,
 * and the confirm button waits until the caller takes it away.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmVariant,
  pending = false,
  stayOpenOnConfirm = false,
  choice,
  conflict,
  onCancel,
  onConfirm,
  ...focusProps
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  /** The confirm button's text; pass the "…ing" text while `pending`. */
  confirmLabel: string;
  /** The confirm button's look: destructive unless the answer is harmless or wanted. */
  confirmVariant?: ButtonVariants['variant'];
  pending?: boolean;
  stayOpenOnConfirm?: boolean;
  choice?: ReactNode;
  conflict?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
} & ContentFocusProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      {open && (
        <AlertDialogContent {...focusProps}>
          <AlertDialogTitle className="[overflow-wrap:anywhere]">{title}</AlertDialogTitle>
          <AlertDialogDescription className="[overflow-wrap:anywhere]">
            {description}
          </AlertDialogDescription>
          {choice}
          {conflict}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
            <AlertDialogAction
              variant={confirmVariant}
              disabled={pending || Boolean(conflict)}
              onClick={(event) => {
                if (stayOpenOnConfirm) event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
