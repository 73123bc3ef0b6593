import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';

import type { StaffSession } from '@/features/auth/api/use-staff-session';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { ADMIN_PATHS, pathFor } from '@/lib/routes/route-manifest';

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** The Admin Area menu and Logout for signed-in staff. Loaded only when a session exists. */
export default function StaffMenu({ session }: { session: StaffSession }) {
  const { t } = useSiteTranslation();
  const lang = useSiteLanguage();
  const navigate = useNavigate();
  const logout = async () => {
    await session.signOut();
    void navigate(pathFor('home', lang));
  };
  return (
    <div className="flex items-center gap-1">
      {/* Not modal: the rest of the page stays reachable (and is not aria-hidden). */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-900/5 focus-visible:outline-2 focus-visible:outline-blue-700">
          {t('staff.area')}
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={ADMIN_PATHS.shipments}>{t('staff.shipments')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={ADMIN_PATHS.info}>{t('staff.info')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={ADMIN_PATHS.content}>{t('staff.content')}</Link>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <button
        type="button"
        onClick={() => void logout()}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-900/5 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t('staff.logout')}
      </button>
    </div>
  );
}
