import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      title={t('info.unsaved.title')}
      description={t('info.unsaved.text', { language })}
      cancelLabel={t('info.unsaved.stay')}
      confirmLabel={t('info.unsaved.leave')}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
