import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

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
  const { t } = useAdminTranslation();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeepEditing();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{t('shipments.form.discard.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('shipments.form.discard.description')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('shipments.form.discard.keepEditing')}</AlertDialogCancel>
          <AlertDialogAction onClick={onDiscard}>
            {t('shipments.form.discard.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
