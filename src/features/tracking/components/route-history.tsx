import { CircleCheck, CircleDot } from 'lucide-react';

import { formatPatternDateTime } from '@/lib/i18n/pattern-date-time';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { type HistoryEntry, newestFirst } from '@/lib/shipments/history';
import { isNeutralPlace } from '#common/shipments/neutral-place';

import { StatusText } from './status-text';

/** Route history, newest first: the latest entry green, the others blue (SPEC §2). */
export function RouteHistory({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useSiteTranslation('tracking');
  // Written from the locale texts, not with Intl (see formatPatternDateTime).
  const when = (date: string) =>
    formatPatternDateTime(date, t('result.dateTimePattern'), t('result.months')) ?? date;
  if (entries.length === 0) return <p className="text-slate-600">{t('result.noHistory')}</p>;
  return (
    <ol className="max-h-80 space-y-4 overflow-y-auto pr-2 print:max-h-none print:overflow-visible">
      {newestFirst(entries).map((entry, index) => {
        const Icon = index === 0 ? CircleCheck : CircleDot;
        return (
          <li key={`${entry.date}-${index}`} className="flex gap-3">
            <Icon
              aria-hidden="true"
              data-color={index === 0 ? 'green' : 'blue'}
              className={`mt-0.5 size-5 shrink-0 ${index === 0 ? 'text-green-700' : 'text-blue-700'}`}
            />
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <StatusText value={entry.status} />
              </p>
              {/* Empty (zero height) when the lookup kept a place from the number alone. */}
              <p className="text-sm break-words text-slate-700">
                {isNeutralPlace(entry.location) ? t('result.depot') : entry.location}
              </p>
              <p className="text-sm text-slate-600">
                <time dateTime={entry.date}>{when(entry.date)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
