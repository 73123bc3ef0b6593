import { Switch } from '@/components/ui/switch';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import type { StaffAccount } from '../api/staff-schemas';
import { useSetRequestNoticesMutation } from '../api/use-staff-mutations';

/**
 * "Notificări despre cereri" for one account: the effective value the database gives
 * (owners on, staff off until switched). An owner may switch any account, a staff member only
 * their own (`mayChange`); the database refuses anything else (42501).
 */
export function RequestNoticesSwitch({
  account,
  mayChange,
}: {
  account: StaffAccount;
  mayChange: boolean;
}) {
  const { t } = useAdminTranslation();
  const setNotices = useSetRequestNoticesMutation();
  if (account.request_notices === null) return null;
  // While the change is on its way the switch shows what was asked for.
  const checked = setNotices.isPending ? setNotices.variables.wanted : account.request_notices;
  return (
    <Switch
      aria-label={t('staff.notices.label', { email: account.email })}
      title={mayChange ? undefined : t('staff.notices.onlyOwn')}
      checked={checked}
      disabled={!mayChange || setNotices.isPending}
      onCheckedChange={(wanted) => setNotices.mutate({ account, wanted })}
    />
  );
}
