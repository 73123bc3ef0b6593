import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { PublicRead } from '@/lib/public-api/use-public-read';

import { RESULT_ACTION_CLASS } from '../result-card';

/**
 * While the files' URLs load, and when the shipment-evidence function failed: a message (and
 * a retry) above the reports, whose texts stay readable either way.
 */
export function EvidenceStatus({
  evidence,
}: {
  evidence: PublicRead<ReadonlyMap<string, string>>;
}) {
  const { t } = useSiteTranslation('proof');
  if (evidence.status === 'pending' || (evidence.isFetching && !evidence.data)) {
    return (
      <p role="status" className="mt-3 text-sm text-slate-600">
        {t('filesLoading')}
      </p>
    );
  }
  if (evidence.status !== 'error') return null;
  return (
    <div
      role="alert"
      className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <p className="text-sm font-medium">{t('filesFailed')}</p>
      <button type="button" className={RESULT_ACTION_CLASS} onClick={evidence.refetch}>
        {t('retry')}
      </button>
    </div>
  );
}
