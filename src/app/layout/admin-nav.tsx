import { NavLink } from 'react-router-dom';

import { useAuth } from '@/features/auth/use-auth';
import { useKnownIsOwner } from '@/features/staff/api/use-known-is-owner';
import { useKnownUnopenedCount } from '@/features/staff-requests/api/use-known-unopened-count';
import { cn } from '@/lib/cn';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

const SCREENS = [
  { path: ADMIN_PATHS.shipments, label: 'frame.shipments' },
  { path: ADMIN_PATHS.requests, label: 'frame.requests' },
  { path: ADMIN_PATHS.escrow, label: 'frame.escrow' },
  { path: ADMIN_PATHS.info, label: 'frame.info' },
  { path: ADMIN_PATHS.content, label: 'frame.content' },
  { path: ADMIN_PATHS.staff, label: 'frame.staff', ownerOnly: true },
] as const;

/** The staff screens; the current one is marked (aria-current="page", set by NavLink). */
export function AdminNav({ className }: { className?: string }) {
  const { t } = useAdminTranslation();
  // The owners' screen shows once the database has said the account is an owner: the staff-only
  // route asks (src/app/routes/admin/staff-only.tsx), so that neither the question nor the data
  // client weighs on a cold /login. A staff member who types the address is refused anyway.
  const isOwner = useKnownIsOwner(useAuth().user?.id);
  const unopened = useKnownUnopenedCount();
  return (
    <nav aria-label={t('frame.navLabel')}>
      <ul className={cn('flex gap-1', className)}>
        {SCREENS.filter((screen) => isOwner || !('ownerOnly' in screen)).map(({ path, label }) => (
          <li key={path}>
            <NavLink
              to={path}
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'bg-blue-900 text-white' : 'text-slate-800 hover:bg-slate-900/5',
                )
              }
            >
              {t(label)}
              {path === ADMIN_PATHS.requests && unopened !== undefined && unopened > 0 && (
                <span className="ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-amber-500 px-1.5 text-xs font-semibold text-slate-950">
                  <span aria-hidden="true">{unopened}</span>
                  <span className="sr-only">
                    {t('frame.unopenedRequests', { count: unopened })}
                  </span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
