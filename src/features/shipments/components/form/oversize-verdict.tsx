import { useFormContext, useWatch } from 'react-hook-form';

import { Badge } from '@/components/ui/badge';
import { formatNumber } from '@/lib/i18n/format';
import type { LoadMeasure } from '@/lib/shipments/heavy-load';
import { ADMIN_LANGUAGE } from '#common/languages';
import { isMeasured, limitsExceeded, oversizeVerdict } from '#common/loads/oversize';
import { OVERSIZE_FACTS } from '#common/loads/oversize-facts';

import { parseMeasure, type ShipmentFormValues } from '../../form/shipment-form-schema';
import { useShipmentsTranslation } from '../../use-shipments-translation';

const MEASURES = ['length_m', 'width_m', 'height_m', 'weight_kg'] as const satisfies LoadMeasure[];
const TONES = { normal: 'neutral', permit: 'warning', beyond: 'danger' } as const;

/**
 * The oversize verdict of the measures as typed (the request form's rules, lib/loads), updated
 * while typing and announced politely; a measure that is not a number yet counts as unknown.
 */
export function OversizeVerdict() {
  const { t } = useShipmentsTranslation();
  const { control } = useFormContext<ShipmentFormValues>();
  const typed = useWatch({ control, name: MEASURES });
  const load = Object.fromEntries(
    MEASURES.map((measure, index) => [measure, parseMeasure(typed[index] ?? '', measure) ?? null]),
  ) as Record<LoadMeasure, number | null>;
  const known = isMeasured(load);
  const verdict = oversizeVerdict(load);
  const over = limitsExceeded(load);
  const { company } = OVERSIZE_FACTS;
  return (
    <div
      role="status"
      aria-live="polite"
      data-oversize={known ? verdict : 'none'}
      className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 sm:col-span-2"
    >
      <span className="font-medium">{t('form.oversize.label')}</span>
      {!known && <span>{t('form.oversize.none')}</span>}
      {known && (
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={TONES[verdict]}>{t(`form.oversize.${verdict}`)}</Badge>
          {verdict === 'beyond' && (
            <span>
              {t('form.oversize.beyondWhy', {
                height: formatNumber(company.heightM, ADMIN_LANGUAGE, { minimumFractionDigits: 2 }),
                width: formatNumber(company.widthM, ADMIN_LANGUAGE, { minimumFractionDigits: 2 }),
              })}
            </span>
          )}
          {over.length > 0 && (
            <span>
              {t('form.oversize.over', {
                limits: over.map((limit) => t(`form.oversize.limits.${limit}`)).join(', '),
              })}
            </span>
          )}
        </span>
      )}
    </div>
  );
}
