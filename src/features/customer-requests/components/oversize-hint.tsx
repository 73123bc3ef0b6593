import { TriangleAlert } from 'lucide-react';

import { formatNumber } from '@/lib/i18n/format';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { limitsExceeded, type LoadMeasures, oversizeVerdict } from '#common/loads/oversize';
import { OVERSIZE_FACTS } from '#common/loads/oversize-facts';

/**
 * The live hint under the dimensions (issue #36): likely over the normal limits → a special
 * permit and escort, 2–4 weeks; beyond what the company usually moves → "we will check and
 * call you". A polite live region that is always there, so screen readers hear each change;
 * it never stops a send.
 */
export function OversizeHint({ load }: { load: LoadMeasures }) {
  const { t } = useSiteTranslation('request');
  const lang = useSiteLanguage();
  const verdict = oversizeVerdict(load);
  const metres = (value: number) => formatNumber(value, lang, { minimumFractionDigits: 2 });
  const kilos = (value: number) => formatNumber(value, lang);
  const { legal, vehicle, company } = OVERSIZE_FACTS;
  const describe = (limit: ReturnType<typeof limitsExceeded>[number]) => {
    if (limit === 'length') {
      return t('hint.length', {
        value: metres(load.length_m ?? 0),
        limit: metres(vehicle.loadingLengthM),
      });
    }
    // Beyond the usual, the figure is what the company usually carries, not a legal limit; the
    // height then is the load's own, so no "with the vehicle" (SPEC §9).
    if (limit === 'width') {
      return verdict === 'beyond'
        ? t('hint.beyondWidth', { value: metres(load.width_m ?? 0), limit: metres(company.widthM) })
        : t('hint.width', { value: metres(load.width_m ?? 0), limit: metres(legal.widthM) });
    }
    if (limit === 'height') {
      return verdict === 'beyond'
        ? t('hint.beyondHeight', {
            value: metres(load.height_m ?? 0),
            limit: metres(company.heightM),
          })
        : t('hint.height', { value: metres(load.height_m ?? 0), limit: metres(legal.heightM) });
    }
    const total = (load.weight_kg ?? 0) * Math.max(1, load.quantity ?? 1) + vehicle.tareKg;
    return t('hint.weight', { value: kilos(total), limit: kilos(legal.grossKg) });
  };
  const over = limitsExceeded(load);
  const beyondLimits = over.filter(
    (limit) =>
      (limit === 'width' && (load.width_m ?? 0) > company.widthM) ||
      (limit === 'height' && (load.height_m ?? 0) > company.heightM),
  );
  const limits = (verdict === 'beyond' ? beyondLimits : over).map(describe).join('; ');
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="oversize-hint">
      {verdict !== 'normal' && (
        <p
          data-verdict={verdict}
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <span>{t(`hint.${verdict}`, { limits })}</span>
        </p>
      )}
    </div>
  );
}
