import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { knownStatus } from '#common/shipments/status';

/** A known status in the reader's language; anything else exactly as staff wrote it. */
export function StatusText({ value }: { value: string | null | undefined }) {
  const { t } = useSiteTranslation('tracking');
  const known = knownStatus(value);
  return <>{known ? t(`status.${known}`) : (value ?? '—')}</>;
}
