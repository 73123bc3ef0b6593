import { NavLink } from 'react-router-dom';

import { useAuth } from '@/features/auth/use-auth';
import { useKnownIsOwner } from '@/features/staff/api/use-known-is-owner';
import { cn } from '@/lib/cn';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

const SCREENS = [
  { path: ADMIN_PATHS.shipments, label: 'frame.shipments' },
  { path: ADMIN_PATHS.info, label: 'frame.info' },
  { path: ADMIN_PATHS.content, label: 'frame.content' },
  { path: ADMIN_PATHS.staff, label: 'frame.staff' },
] as const;

/** The staff screens; the current one is marked (aria-current="page", set by NavLink). */
export function AdminNav({ className }: { className?: string }) {
  const { t } = useAdminTranslation();
  // The owners' screen shows once the database has said the account is an owner: the staff-only
  // route asks (src/app/routes/admin/staff-only.tsx), so that neither the question nor the data
  // client weighs on a cold /login. A staff member who types the address is refused anyway.
  const isOwner = useKnownIsOwner(useAuth().user?.id);
  return (
    <nav aria-label={t('frame.navLabel')}>
      <ul className={cn('flex gap-1', className)}>
        {SCREENS.slice(0, isOwner ? 4 : 3).map(({ path, label }) => (
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
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
