import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { ADMIN_LANGUAGE } from '#common/languages';

import { FIELD_LABELS, type ShipmentField } from '../../field-labels';
import { useShipmentsTranslation } from '../../use-shipments-translation';

const LIST = new Intl.ListFormat(ADMIN_LANGUAGE, { type: 'conjunction' });

/** Honest papers: no PDF for a shipment without what a CMR needs, and what to fill in instead. */
export function CmrGaps({ gaps, onClose }: { gaps: ShipmentField[]; onClose: () => void }) {
  const { t } = useShipmentsTranslation();
  const fields = LIST.format(gaps.map((field) => t(FIELD_LABELS[field])));
  return (
    <>
      <p
        role="alert"
        className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      >
        {t('papers.cmr.missing', { fields })}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('papers.cmr.close')}
        </Button>
      </DialogFooter>
    </>
  );
}
