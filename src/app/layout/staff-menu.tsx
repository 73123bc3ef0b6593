import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { QueryClientProvider } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';

import { AuthProvider } from '@/features/auth/auth-provider';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useAuth } from '@/features/auth/use-auth';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { queryClient } from '@/lib/query-client';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';
const triggerClass =
  'flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-900/5 focus-visible:outline-2 focus-visible:outline-blue-700';

/** The public top bar's staff corner, with its own auth provider (loaded with a stored session). */
export default function StaffMenu() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <StaffMenuContent />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** The Admin Area menu (with the signed-in account) and Logout, for staff only. */
function StaffMenuContent() {
  const { t } = useSiteTranslation();
  const { isStaff, user } = useAuth();
  if (!isStaff) return null;
  return (
    <div className="flex items-center gap-1">
      {/* Not modal: the rest of the page stays reachable (and is not aria-hidden). */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={triggerClass}>
          {t('staff.area')}
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-600">
              {user?.email}
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
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
      <LogoutButton>{t('staff.logout')}</LogoutButton>
    </div>
  );
}
