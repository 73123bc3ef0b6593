import { QueryClientProvider } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button-variants';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AuthProvider } from '@/features/auth/auth-provider';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useAuth } from '@/features/auth/use-auth';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { queryClient } from '@/lib/query-client';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

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

const SCREENS = [
  { path: ADMIN_PATHS.shipments, label: 'staff.shipments' },
  { path: ADMIN_PATHS.requests, label: 'staff.requests' },
  { path: ADMIN_PATHS.escrow, label: 'staff.escrow' },
  { path: ADMIN_PATHS.info, label: 'staff.info' },
  { path: ADMIN_PATHS.content, label: 'staff.content' },
] as const;

/** The Admin Area menu (with the signed-in account) and Logout, for staff only. */
function StaffMenuContent() {
  const { t } = useSiteTranslation();
  const { isStaff, user } = useAuth();
  if (!isStaff) return null;
  return (
    // data-staff-corner: the top bar lets its links wrap beside it (site-header.tsx).
    <div data-staff-corner className="flex items-center gap-1">
      {/* Not modal: the rest of the page stays reachable (and is not aria-hidden). */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {t('staff.area')}
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-52">
          <DropdownMenuLabel>{user?.email}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {SCREENS.map(({ path, label }) => (
            <DropdownMenuItem key={path} asChild>
              <Link to={path}>{t(label)}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <LogoutButton>{t('staff.logout')}</LogoutButton>
    </div>
  );
}
