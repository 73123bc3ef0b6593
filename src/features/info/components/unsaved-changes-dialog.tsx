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

/** "Discard the changes to the {language} text?" — staying is the default answer. */
export function UnsavedChangesDialog({
  open,
  language,
  onStay,
  onLeave,
}: {
  open: boolean;
  /** The language's name as running text ("germană"). */
  language: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{t('info.unsaved.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('info.unsaved.text', { language })}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onStay}>{t('info.unsaved.stay')}</AlertDialogCancel>
          <AlertDialogAction onClick={onLeave}>{t('info.unsaved.leave')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
