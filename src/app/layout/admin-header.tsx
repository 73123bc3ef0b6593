import { Menu, Truck, X } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { StaffAccount } from '@/features/auth/components/staff-account';
import { useAuth } from '@/features/auth/use-auth';
import { cn } from '@/lib/cn';
import { COMPANY } from '@/lib/company';
import { storedLanguage } from '@/lib/i18n/language-storage';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { pathFor } from '@/lib/routes/route-manifest';

import { AdminNav } from './admin-nav';
import { useOpenUntilNavigation } from './use-open-until-navigation';

const MENU_ID = 'admin-menu';

/**
 * The staff area's top bar: the screens and the signed-in account with Logout. Below the
 * `sm` breakpoint they fold into a menu that a button opens and every navigation closes.
 */
export function AdminHeader() {
  const { t } = useAdminTranslation();
  const { isStaff } = useAuth();
  const [open, setOpen] = useOpenUntilNavigation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white text-slate-900 shadow-sm print:hidden">
      <div className="relative mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={pathFor('home', storedLanguage())}
          className="flex shrink-0 items-center gap-2 font-semibold tracking-tight text-blue-950"
        >
          <Truck aria-hidden="true" className="size-7 text-amber-600" />
          <span>{COMPANY.shortName}</span>
          <span className="sr-only">{t('frame.publicSite')}</span>
        </Link>
        {isStaff && (
          <>
            <Button
              variant="ghost"
              size="icon"
              className="sm:hidden"
              aria-expanded={open}
              aria-controls={MENU_ID}
              aria-label={open ? t('frame.closeMenu') : t('frame.openMenu')}
              onClick={() => setOpen(!open)}
            >
              {open ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </Button>
            <div
              id={MENU_ID}
              className={cn(
                'absolute inset-x-0 top-full flex-col gap-4 border-b border-slate-200 bg-white px-4 py-4 shadow-md',
                'sm:static sm:flex sm:flex-1 sm:flex-row sm:items-center sm:justify-between sm:border-0 sm:p-0 sm:shadow-none',
                open ? 'flex' : 'hidden',
              )}
            >
              <AdminNav className="flex-col sm:flex-row" />
              <StaffAccount />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
