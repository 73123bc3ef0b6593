import { useRef } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { useShipmentsTranslation } from '../../use-shipments-translation';

/** "Renunți la modificări?": asked before a dialog with unsaved input closes. */
export function DiscardChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  const { t } = useShipmentsTranslation();
  // The question has no trigger: Radix would drop the focus on the page's body. "Keep editing"
  // goes back to where the user was (the field, or the close button they pressed).
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <ConfirmDialog
      open={open}
      title={t('form.discard.title')}
      description={t('form.discard.description')}
      cancelLabel={t('form.discard.keepEditing')}
      confirmLabel={t('form.discard.confirm')}
      onCancel={onKeepEditing}
      onConfirm={onDiscard}
      onOpenAutoFocus={() => {
        // Called before the focus moves in: what has it now is what the user left.
        returnTo.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }}
      onCloseAutoFocus={(event) => {
        // After "discard" the form is gone; the dialog's own close takes the focus on.
        const target = returnTo.current;
        if (!target?.isConnected) return;
        event.preventDefault();
        target.focus();
      }}
    />
  );
}
