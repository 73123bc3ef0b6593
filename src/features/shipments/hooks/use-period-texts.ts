import { useTrackingPeriods } from '../api/use-tracking-periods';
import { useShipmentsTranslation } from '../use-shipments-translation';

/**
 * The owner's periods as the staff texts say them ("60 de zile", "1 zi", "2 zile": i18next's
 * Romanian plural forms one/few/other), read from the database so that changing a setting
 * changes the texts. Until they arrive (or when they cannot be read) a neutral wording, never
 * a number that may be wrong.
 */
export function usePeriodTexts(): { linkPeriod: string; restorePeriod: string } {
  const { t } = useShipmentsTranslation();
  const periods = useTrackingPeriods();
  const days = (count: number | undefined) =>
    count === undefined ? t('period.unknown') : t('period.days', { count });
  return {
    linkPeriod: days(periods.data?.default_link_days),
    restorePeriod: days(periods.data?.restore_days),
  };
}
