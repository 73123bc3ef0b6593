import { Link } from 'react-router-dom';

import { cn } from '@/lib/cn';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

import { DELETED_VIEW, type TrackingView, VIEW_PARAM } from '../../tracking-view';
import { useShipmentsTranslation } from '../../use-shipments-translation';

const LINK =
  '-mb-px inline-flex min-h-10 items-center rounded-t-lg border border-transparent px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900';
const CURRENT = 'border-slate-300 border-b-white bg-white font-semibold text-slate-900';

/**
 * The two views of /admin/tracking as links (each has its own address, so back and reload
 * keep it), the current one marked for assistive technology too (aria-current).
 */
export function TrackingViewsNav({ current }: { current: TrackingView }) {
  const { t } = useShipmentsTranslation();
  const views = [
    { view: 'all', to: ADMIN_PATHS.shipments, label: t('views.all') },
    {
      view: 'deleted',
      to: `${ADMIN_PATHS.shipments}?${VIEW_PARAM}=${DELETED_VIEW}`,
      label: t('views.deleted'),
    },
  ] as const;
  return (
    <nav aria-label={t('views.label')}>
      <ul className="flex flex-wrap gap-1 border-b border-slate-300">
        {views.map(({ view, to, label }) => (
          <li key={view}>
            <Link
              to={to}
              aria-current={view === current ? 'page' : undefined}
              className={cn(LINK, view === current && CURRENT)}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
