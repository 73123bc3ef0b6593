import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import type { Party } from '../api/tracking-link-schema';
import { useLinkTexts } from './use-link-texts';

/** Asks before a new link replaces the one the party has: the old one stops working. */
export function ReplaceLinkDialog({
  party,
  open,
  onCancel,
  onReplace,
}: {
  party: Party;
  open: boolean;
  onCancel: () => void;
  onReplace: () => void;
}) {
  const { t, partyWord } = useLinkTexts();
  return (
    <ConfirmDialog
      open={open}
      title={t('links.replace.title', { party: partyWord(party) })}
      description={t('links.replace.description')}
      cancelLabel={t('links.replace.cancel')}
      confirmLabel={t('links.replace.confirm')}
      onCancel={onCancel}
      onConfirm={onReplace}
    />
  );
}
