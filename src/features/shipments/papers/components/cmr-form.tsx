import { FileDown } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import type { CmrCopy, PaperLanguage } from '@/lib/papers/paper-data';

import type { Shipment } from '../../api/shipment-schemas';
import { useTrackingLinks } from '../../links/api/use-tracking-links';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { useMakeCmrMutation } from '../api/use-make-cmr-mutation';
import { defaultLabelLanguages, labelLanguages } from '../label-languages';
import { CmrCopiesField } from './cmr-copies-field';
import { ConsigneeLinkField, type ConsigneeLinkState } from './consignee-link-field';
import { LabelLanguageFields } from './label-language-fields';

function useConsigneeLinkState(trackingNumber: string): ConsigneeLinkState {
  const links = useTrackingLinks(trackingNumber);
  if (links.isPending) return 'checking';
  if (!links.data) return 'unknown';
  const active = links.data.some((link) => link.party === 'recipient' && link.state === 'active');
  return active ? 'active' : 'none';
}

/** The CMR's choices, by default the shipment's parties' languages, all four copies, a QR code. */
export function CmrForm({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const { t } = useShipmentsTranslation();
  const [languages, setLanguages] = useState<(PaperLanguage | null)[]>(() =>
    defaultLabelLanguages(shipment),
  );
  const [copies, setCopies] = useState<'all' | CmrCopy>('all');
  const [withQr, setWithQr] = useState(true);
  const linkState = useConsigneeLinkState(shipment.id);
  const make = useMakeCmrMutation(shipment);
  const busy = make.isPending || linkState === 'checking';
  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        make.mutate({
          labelLanguages: labelLanguages(languages),
          copies,
          withConsigneeLink: linkState === 'none' && withQr,
        });
      }}
    >
      <LabelLanguageFields value={languages} onChange={setLanguages} />
      <CmrCopiesField value={copies} onChange={setCopies} />
      <ConsigneeLinkField state={linkState} checked={withQr} onChange={setWithQr} />
      {make.isError && <FormAlert message={t('papers.cmr.failed')} />}
      {make.isSuccess && (
        <p role="status" className="text-sm text-slate-700">
          {t('papers.cmr.made')}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('papers.cmr.close')}
        </Button>
        <Button type="submit" disabled={busy}>
          <FileDown aria-hidden="true" className="size-4" />
          {make.isPending ? t('papers.cmr.making') : t('papers.cmr.make')}
        </Button>
      </DialogFooter>
    </form>
  );
}
