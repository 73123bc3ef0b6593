import { useMutation } from '@tanstack/react-query';

import { PASSWORD_VIEW_PATHS } from '@/lib/routes/password-view';
import { auth } from '@/lib/supabase-auth';

import { resetRequestOutcome } from './password-errors';
import type { RequestResetInput } from './request-reset-schema';

/**
 * Asks Auth to mail a password-reset link (POST /recover). The link comes back to this site's
 * password view of /login, which must be on the project's redirect allow-list (`[auth] site_url`,
 * `additional_redirect_urls`). Resolves with the outcome the form shows; never rejects.
 */
export function useRequestResetMutation() {
  return useMutation({
    mutationFn: async ({ email }: RequestResetInput) => {
      const { error } = await auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}${PASSWORD_VIEW_PATHS.recovery}`,
      });
      return resetRequestOutcome(error);
    },
  });
}
