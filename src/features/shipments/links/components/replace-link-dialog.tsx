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
      title={t('shipments.links.replace.title', { party: partyWord(party) })}
      description={t('shipments.links.replace.description')}
      cancelLabel={t('shipments.links.replace.cancel')}
      confirmLabel={t('shipments.links.replace.confirm')}
      onCancel={onCancel}
      onConfirm={onReplace}
    />
  );
}
