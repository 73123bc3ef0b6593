import { formatPatternDateTime } from '@/lib/i18n/pattern-date-time';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

/**
 * The escrow's days written long from the locale texts ("22. Dezember 2026"), as the tracking
 * page writes its times (no Intl: see pattern-date-time.ts). A date ('2026-12-22') is read at
 * noon, so the day never shifts; a moment is the day it was for the reader.
 */
export function useEscrowDays() {
  const { t } = useSiteTranslation('escrow');
  const write = (value: string) =>
    formatPatternDateTime(value, t('dayPattern'), t('months')) ?? value;
  return { day: (iso: string) => write(`${iso}T12:00:00`), moment: write };
}
