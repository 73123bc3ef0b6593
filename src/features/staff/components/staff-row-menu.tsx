import {
  KeyRound,
  MailPlus,
  MoreHorizontal,
  ShieldCheck,
  Trash2,
  UserRound,
  UserX,
} from 'lucide-react';
import { useState } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import type { StaffAccount } from '../api/staff-schemas';
import {
  useAccountActionMutation,
  useRemoveStaffMutation,
  useSetStaffRoleMutation,
} from '../api/use-staff-mutations';

/**
 * A row's actions, named after its e-mail so each menu button says whose it is: the role,
 * e-mail (a pending invitation is resent or withdrawn; an active account gets a password-reset
 * e-mail, through the staff-admin Edge Function) and removal after a question.
 */
export function StaffRowMenu({ account }: { account: StaffAccount }) {
  const { t } = useAdminTranslation();
  const setRole = useSetStaffRoleMutation();
  const remove = useRemoveStaffMutation();
  const act = useAccountActionMutation();
  const invited = account.state === 'invited';
  const [confirming, setConfirming] = useState(false);
  const otherRole = account.role === 'owner' ? 'staff' : 'owner';
  const label = t('staff.menu.open', { email: account.email });

  return (
    <>
      {/* Not modal: the dialog opened from an item takes the focus over cleanly. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={label}
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <MoreHorizontal aria-hidden="true" className="size-5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent aria-label={label}>
          {/* A driver stays a driver (a staff account is invited as such). */}
          {account.role !== 'driver' && (
            <DropdownMenuItem
              disabled={setRole.isPending}
              onSelect={() => setRole.mutate({ account, role: otherRole })}
            >
              {otherRole === 'owner' ? (
                <ShieldCheck aria-hidden="true" />
              ) : (
                <UserRound aria-hidden="true" />
              )}
              {t(`staff.menu.makeRole.${otherRole}`)}
            </DropdownMenuItem>
          )}
          {invited ? (
            <>
              <DropdownMenuItem
                disabled={act.isPending}
                onSelect={() => act.mutate({ account, action: 'resend_invite' })}
              >
                <MailPlus aria-hidden="true" />
                {t('staff.menu.resendInvite')}
              </DropdownMenuItem>
              <DropdownMenuItem
                destructive
                disabled={act.isPending}
                onSelect={() => act.mutate({ account, action: 'withdraw_invite' })}
              >
                <UserX aria-hidden="true" />
                {t('staff.menu.withdrawInvite')}
              </DropdownMenuItem>
            </>
          ) : (
            <DropdownMenuItem
              disabled={act.isPending}
              onSelect={() => act.mutate({ account, action: 'reset_password' })}
            >
              <KeyRound aria-hidden="true" />
              {t('staff.menu.resetPassword')}
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('staff.menu.remove')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        title={t('staff.removeDialog.title', { email: account.email })}
        description={t('staff.removeDialog.description')}
        cancelLabel={t('staff.removeDialog.cancel')}
        confirmLabel={
          remove.isPending ? t('staff.removeDialog.removing') : t('staff.removeDialog.confirm')
        }
        pending={remove.isPending}
        stayOpenOnConfirm
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate({ account }, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
