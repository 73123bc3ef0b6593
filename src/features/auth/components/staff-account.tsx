import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { useAuth } from '../use-auth';
import { LogoutButton } from './logout-button';

/** Which account is signed in, and Logout: the staff corner of the admin top bar. */
export function StaffAccount() {
  const { t } = useAdminTranslation();
  const { user } = useAuth();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className="min-w-0 truncate text-sm text-slate-700">
        {t('frame.account', { email: user?.email ?? '' })}
      </p>
      <LogoutButton>{t('logout.button')}</LogoutButton>
    </div>
  );
}
