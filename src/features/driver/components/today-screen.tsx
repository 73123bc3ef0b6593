import { useDriverShipments } from '../api/use-driver-shipments';
import { type DayGroup, groupStops } from '../day-groups';
import { useDriverTranslation } from '../use-driver-translation';
import { OfflineCopyNote } from './offline-copy-note';
import { QueryFailed } from './query-failed';
import { ScreenHeading } from './screen-heading';
import { StopCard } from './stop-card';

const GROUP_TITLES = {
  today: 'today.groups.today',
  tomorrow: 'today.groups.tomorrow',
  later: 'today.groups.later',
  undated: 'today.groups.undated',
} as const satisfies Record<DayGroup, string>;

/** "Azi": today's, tomorrow's and the next days' collections and deliveries, in order. */
export function TodayScreen({ userId }: { userId: string }) {
  const { t } = useDriverTranslation();
  const list = useDriverShipments(userId);
  const groups = list.data ? groupStops(list.data.shipments, new Date()) : [];
  return (
    <>
      <ScreenHeading>{t('today.title')}</ScreenHeading>
      {list.isPending && (
        <p role="status" className="mt-4 text-slate-700">
          {t('today.loading')}
        </p>
      )}
      {list.isError && <QueryFailed onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          <OfflineCopyNote since={list.data.offlineSince} />
          {groups.length === 0 && <p className="mt-4 text-slate-700">{t('today.empty')}</p>}
          {groups.map(({ group, stops }) => (
            <section key={group} aria-labelledby={`group-${group}`} className="mt-6">
              <h2 id={`group-${group}`} className="text-lg font-semibold text-slate-900">
                {t(GROUP_TITLES[group])}
              </h2>
              <ul className="mt-2 grid gap-3">
                {stops.map((stop) => (
                  <StopCard key={`${stop.kind}:${stop.shipment.id}`} stop={stop} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}
