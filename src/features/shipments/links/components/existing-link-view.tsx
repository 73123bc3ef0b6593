import { RefreshCw } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import type { TrackingLink } from '../api/tracking-link-schema';
import { LinkDetails } from './link-details';
import { ReplaceLinkDialog } from './replace-link-dialog';
import { useLinkTexts } from './use-link-texts';

const EXPLANATION_KEYS = {
  shipper: 'links.existing.explanation.shipper',
  recipient: 'links.existing.explanation.recipient',
} as const;

/**
 * The party has a working link already. Its key is stored hashed and cannot be shown again;
 * a party that lost it gets a new one, which ends the old.
 */
export function ExistingLinkView({
  link,
  onReplace,
}: {
  link: TrackingLink;
  onReplace: () => void;
}) {
  const { t } = useLinkTexts();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold text-slate-900">{t('links.existing.heading')}</h3>
      <p className="text-slate-700">{t(EXPLANATION_KEYS[link.party])}</p>
      <LinkDetails link={link} />
      <div>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('links.existing.replace')}
        </Button>
      </div>
      <ReplaceLinkDialog
        party={link.party}
        open={confirming}
        onCancel={() => setConfirming(false)}
        onReplace={() => {
          setConfirming(false);
          onReplace();
        }}
      />
    </div>
  );
}
