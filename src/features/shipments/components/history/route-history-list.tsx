import { formatDateTime } from '@/lib/i18n/format';
import { type HistoryEntry, newestFirst } from '@/lib/shipments/history';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import { StatusBadge } from '../shared/status-badge';

/** The route, newest first: status, location and date (ro-RO) of each entry (SPEC §2). */
export function RouteHistoryList({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useShipmentsTranslation();
  if (entries.length === 0) return <p className="text-slate-700">{t('history.empty')}</p>;
  return (
    <ol className="divide-y divide-slate-200">
      {newestFirst(entries).map((entry, index) => (
        <li key={`${entry.date}-${index}`} className="grid gap-1 py-3">
          <div>
            <StatusBadge status={entry.status} />
          </div>
          <p className="text-slate-900 [overflow-wrap:anywhere]">{entry.location}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.date}>{formatDateTime(entry.date, ADMIN_LANGUAGE)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
