import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

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
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>
          {t('shipments.links.replace.title', { party: partyWord(party) })}
        </AlertDialogTitle>
        <AlertDialogDescription>{t('shipments.links.replace.description')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('shipments.links.replace.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={onReplace}>
            {t('shipments.links.replace.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
