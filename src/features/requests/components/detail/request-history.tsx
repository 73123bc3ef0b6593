import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '@/lib/i18n/languages';

import { type RequestChange, useRequestChanges } from '../../api/use-request-changes';
import { isRequestStatus } from '../../request-status';
import { useRequestsTranslation } from '../../use-requests-translation';

/** A recorded value as text ('(gol)' for none). */
function valueText(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const LABELLED = [
  'status',
  'opened_at',
  'opened_by',
  'offer_price',
  'offer_valid_until',
  'offer_note',
  'offer_count',
  'offer_sent_at',
  'offer_sent_by',
  'answered_at',
  'decline_reason',
  'status_emails',
  'shipment_id',
  'shipment_created_at',
] as const;
type Labelled = (typeof LABELLED)[number];
const isLabelled = (column: string): column is Labelled =>
  LABELLED.some((known) => known === column);

/** The columns an update changed, as "Label: from → to" (a column without a label by name). */
function useChangeLines() {
  const { t } = useRequestsTranslation();
  const empty = t('history.empty_value');
  const shown = (column: string, value: unknown) =>
    column === 'status' && typeof value === 'string' && isRequestStatus(value)
      ? t(`status.${value}`)
      : valueText(value, empty);
  return (change: RequestChange): string[] => {
    if (change.action !== 'update') return [];
    return Object.entries(change.changes).map(([column, diff]) => {
      const { from, to } = (diff ?? {}) as { from?: unknown; to?: unknown };
      const label = isLabelled(column) ? t(`history.columns.${column}`) : column;
      return `${label}: ${shown(column, from)} → ${shown(column, to)}`;
    });
  };
}

/** The request's audit trail, newest first: when, who, what. */
export function RequestHistory({ reference }: { reference: string }) {
  const { t } = useRequestsTranslation();
  const changes = useRequestChanges(reference);
  const changeLines = useChangeLines();
  return (
    <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('detail.sections.history')}</h2>
      {changes.isPending && <p className="text-sm text-slate-700">{t('history.loading')}</p>}
      {changes.isError && <p className="text-sm text-red-700">{t('history.loadFailed')}</p>}
      {changes.data?.length === 0 && <p className="text-sm text-slate-700">{t('history.empty')}</p>}
      {changes.data && changes.data.length > 0 && (
        <ol className="grid gap-3 text-sm">
          {changes.data.map((change) => (
            <li key={change.id} data-change={change.action} className="grid gap-0.5">
              <p>
                <span className="font-medium">{t(`history.actions.${change.action}`)}</span>
                {' · '}
                <time dateTime={change.changed_at}>
                  {formatDateTime(change.changed_at, ADMIN_LANGUAGE)}
                </time>
                {' · '}
                <span className="[overflow-wrap:anywhere]">{change.actor}</span>
              </p>
              <ul className="grid gap-0.5 text-slate-700">
                {changeLines(change).map((line) => (
                  <li key={line} className="whitespace-pre-wrap [overflow-wrap:anywhere]">
                    {line}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
