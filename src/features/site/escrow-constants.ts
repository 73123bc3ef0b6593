import { formatCurrency, formatNumber } from '@/lib/i18n/format';
import type { Language } from '#common/languages';

/**
 * The escrow service's terms (SPEC §9), in one place: the texts of every language get them
 * through interpolation, formatted for the reader, and never repeat them.
 * The texts carry the plural unit ("{{days}} days"), so keep these values above one.
 */
const ESCROW = {
  feeEur: 100,
  inspectionDays: 14,
  autoReleaseDays: 15,
  driverCallHours: 2,
} as const;

/** The escrow terms as the reader's language writes them, ready for interpolation. */
export function escrowValues(lang: Language) {
  return {
    fee: formatCurrency(ESCROW.feeEur, 'EUR', lang),
    inspectionDays: formatNumber(ESCROW.inspectionDays, lang),
    releaseDays: formatNumber(ESCROW.autoReleaseDays, lang),
    hours: formatNumber(ESCROW.driverCallHours, lang),
  };
}
