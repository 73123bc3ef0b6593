import { Button } from '@/components/ui/button';
import { ConflictPanel } from '@/components/ui/conflict-panel';
import { formatDateTime } from '@/lib/i18n/format';
import { formatDay } from '@/lib/i18n/format-day';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { StaffRequestRow } from '../../api/request-rpc';
import { useRequestsTranslation } from '../../use-requests-translation';
import { RequestStatusBadge } from '../shared/request-status-badge';

/**
 * A write was refused because someone changed the request first (PT409 stale_updated_at):
 * nothing was overwritten. Shows the saved version (fetched again after the refusal) and lets
 * the user take it as the base for another try; what they typed stays in the dialog.
 */
export function RequestConflict({
  saved,
  onTakeSaved,
}: {
  /** The request as it is now; undefined while it loads again. */
  saved: StaffRequestRow | undefined;
  onTakeSaved: (saved: StaffRequestRow) => void;
}) {
  const { t } = useRequestsTranslation();
  return (
    <ConflictPanel
      title={t('failure.conflict')}
      explanation={t('failure.conflictExplanation')}
      ready={saved !== undefined}
    >
      {saved && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('list.columns.status')}</dt>
          <dd>
            <RequestStatusBadge status={saved.status} />
          </dd>
          <dt className="text-slate-600">{t('detail.fields.price')}</dt>
          <dd className="[overflow-wrap:anywhere]">{saved.offer_price ?? t('detail.none')}</dd>
          <dt className="text-slate-600">{t('detail.fields.validUntil')}</dt>
          <dd>{saved.offer_valid_until ? formatDay(saved.offer_valid_until) : t('detail.none')}</dd>
          <dt className="text-slate-600">{t('detail.fields.sentAt')}</dt>
          <dd className="[overflow-wrap:anywhere]">
            {saved.offer_sent_at
              ? t('detail.sentBy', {
                  date: formatDateTime(saved.offer_sent_at, ADMIN_LANGUAGE),
                  who: saved.offer_sent_by ?? '',
                })
              : t('detail.none')}
          </dd>
        </dl>
      )}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={!saved}
          onClick={() => {
            if (saved) onTakeSaved(saved);
          }}
        >
          {t('failure.reload')}
        </Button>
      </div>
    </ConflictPanel>
  );
}
