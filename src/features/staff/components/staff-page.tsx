import { Button } from '@/components/ui/button';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { ADMIN_LANGUAGE } from '#common/languages';

import { staffRefusal } from '../api/staff-errors';
import { useIsOwner } from '../api/use-is-owner';
import { useStaffAccounts } from '../api/use-staff-accounts';
import { EscrowSettingsSection } from './escrow-settings-section';
import { InviteDialog } from './invite-dialog';
import { RequestSettingsSection } from './request-settings-section';
import { StaffTable } from './staff-table';

/**
 * /admin/staff: the owner's list of staff accounts (issue #25, DECISIONS 21), how long
 * transport requests are kept (issue #36) and the escrow's inspection period (issue #53).
 * Whether the caller may see it is the database's answer: a staff member who opens the address
 * is refused (42501) and told who may. `userId` is the signed-in account: an owner switches
 * anyone's request notices, others only their own.
 */
export function StaffPage({ userId }: { userId: string }) {
  const { t } = useAdminTranslation();
  const accounts = useStaffAccounts();
  const isOwner = useIsOwner(userId);
  const refused = accounts.isError && staffRefusal(accounts.error) === 'notOwner';

  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('staffTitle')}</h1>
        {accounts.isSuccess && <InviteDialog />}
      </div>
      <p className="mt-3 max-w-3xl text-slate-700">{t('staff.intro')}</p>
      <div className="mt-8">
        {accounts.isPending && (
          <p role="status" className="text-slate-700">
            {t('loading')}
          </p>
        )}
        {refused && (
          <p role="alert" className="max-w-3xl text-slate-800">
            {t('staff.ownersOnly')}
          </p>
        )}
        {accounts.isError && !refused && (
          <div role="alert" className="text-slate-800">
            <p>{t('staff.loadFailed')}</p>
            <Button
              variant="outline"
              className="mt-4"
              disabled={accounts.isFetching}
              onClick={() => void accounts.refetch()}
            >
              {t('staff.retry')}
            </Button>
          </div>
        )}
        {accounts.isSuccess && (
          <StaffTable
            accounts={accounts.data}
            mayChangeNotices={(account) => isOwner || account.user_id === userId}
          />
        )}
      </div>
      {accounts.isSuccess && (
        <>
          <RequestSettingsSection />
          <EscrowSettingsSection />
        </>
      )}
    </section>
  );
}
