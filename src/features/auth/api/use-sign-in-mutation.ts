import type { Session } from '@supabase/auth-js';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { auth } from '@/lib/supabase-auth';

import type { SignInInput } from '../sign-in-schema';
import { roleQuery } from './role-query';
import { NotStaffError, SIGN_IN_FAILURE_MESSAGES, signInFailure } from './sign-in-error';

/**
 * Password sign-in, then the database's word on the account's role (the same query the
 * provider watches, so it is asked once). An account that is neither staff nor a driver is
 * signed out by the provider; the login page sends a driver on to the drivers' app.
 */
async function signIn(queryClient: QueryClient, input: SignInInput): Promise<Session> {
  const { data, error } = await auth.signInWithPassword(input);
  if (error) throw error;
  if ((await queryClient.fetchQuery(roleQuery(data.user.id))) === null) throw new NotStaffError();
  return data.session;
}

export function useSignInMutation() {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(queryClient, input),
    onSuccess: () => {
      toast({ title: t('login.success') });
    },
    onError: (error) => {
      const failure = signInFailure(error);
      toast({
        variant: 'destructive',
        title: t('login.failedTitle'),
        // SPEC §8's text for wrong credentials; the specific reason for everything else.
        description:
          failure === 'wrongCredentials'
            ? t('login.failedText')
            : t(SIGN_IN_FAILURE_MESSAGES[failure]),
      });
    },
  });
}
