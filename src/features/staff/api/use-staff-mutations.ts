import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { supabase } from '@/lib/supabase';

import { invokeStaffAdmin } from './invoke-staff-admin';
import { staffRefusal } from './staff-errors';
import { staffKeys } from './staff-keys';
import type { EscrowSettings, RequestSettings, StaffAccount, StaffRole } from './staff-schemas';

async function setRole({ account, role }: { account: StaffAccount; role: StaffRole }) {
  const { error } = await supabase.rpc('set_staff_role', { user_id: account.user_id, role });
  if (error) throw error;
}

async function remove({ account }: { account: StaffAccount }) {
  const { error } = await supabase.rpc('remove_staff', { user_id: account.user_id });
  if (error) throw error;
}

async function setRequestNotices({ account, wanted }: { account: StaffAccount; wanted: boolean }) {
  const { error } = await supabase.rpc('set_request_notices', {
    user_id: account.user_id,
    wanted,
  });
  if (error) throw error;
}

async function setRequestSettings(settings: RequestSettings) {
  const { error } = await supabase.rpc('set_transport_request_settings', settings);
  if (error) throw error;
}

async function setEscrowSettings(settings: EscrowSettings) {
  const { error } = await supabase.rpc('set_escrow_settings', settings);
  if (error) throw error;
}

/**
 * Toasts the outcome in Romanian and refetches the list (and the caller's own owner flag).
 * A form that shows its own refusal beside its fields asks for no error toast.
 */
function useStaffMutation<Input>(
  run: (input: Input) => Promise<void>,
  done: (input: Input) => string,
  { toastErrors = true }: { toastErrors?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: run,
    onSuccess: (_, input) => {
      toast({ title: t('staff.successTitle'), description: done(input) });
    },
    onError: (error) => {
      console.error('A staff change was refused', error);
      if (!toastErrors) return;
      toast({
        variant: 'destructive',
        title: t('staff.errorTitle'),
        description: t(`staff.refusals.${staffRefusal(error)}`),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useSetStaffRoleMutation() {
  const { t } = useAdminTranslation();
  return useStaffMutation(setRole, ({ account, role }) =>
    t('staff.roleChanged', { email: account.email, role: t(`staff.roles.${role}`) }),
  );
}

export function useRemoveStaffMutation() {
  const { t } = useAdminTranslation();
  return useStaffMutation(remove, ({ account }) => t('staff.removed', { email: account.email }));
}

export function useInviteStaffMutation() {
  const { t } = useAdminTranslation();
  return useStaffMutation(
    ({ email, role }: { email: string; role: StaffRole }) =>
      invokeStaffAdmin({ action: 'invite', email, role }),
    ({ email }) => t('staff.invited', { email }),
  );
}

type AccountAction = 'resend_invite' | 'withdraw_invite' | 'reset_password';
const DONE = {
  resend_invite: 'staff.inviteResent',
  withdraw_invite: 'staff.inviteWithdrawn',
  reset_password: 'staff.resetSent',
} as const;

/** Resend or withdraw an invitation, or send a password-reset e-mail. */
export function useAccountActionMutation() {
  const { t } = useAdminTranslation();
  return useStaffMutation(
    ({ account, action }: { account: StaffAccount; action: AccountAction }) =>
      invokeStaffAdmin({ action, user_id: account.user_id }),
    ({ account, action }) => t(DONE[action], { email: account.email }),
  );
}

/** Whether an account gets an e-mail for every new transport request. */
export function useSetRequestNoticesMutation() {
  const { t } = useAdminTranslation();
  return useStaffMutation(setRequestNotices, ({ account, wanted }) =>
    t(wanted ? 'staff.notices.turnedOn' : 'staff.notices.turnedOff', { email: account.email }),
  );
}

/** How long requests are kept (owners only); the form shows a refusal itself. */
export function useSetRequestSettingsMutation() {
  const { t } = useAdminTranslation();
  return useStaffMutation(setRequestSettings, () => t('staff.requestSettings.saved'), {
    toastErrors: false,
  });
}

/** The inspection period (owners only); the form shows a refusal itself. */
export function useSetEscrowSettingsMutation() {
  const { t } = useAdminTranslation();
  return useStaffMutation(
    setEscrowSettings,
    ({ period_days }) => t('staff.escrowSettings.saved', { count: period_days }),
    { toastErrors: false },
  );
}
