import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { toast } from '@/components/ui/toast-store';
import { storedLanguage } from '@/lib/i18n/language-storage';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { pathFor } from '@/lib/routes/route-manifest';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useAuth } from '../use-auth';
import { signOutFailureMessage } from './sign-out-error';

/**
 * Logout (SPEC §6, §8): then the public home in the visitor's last public language. On
 * failure the session is kept and the toast says so in Romanian, never in the server's words
 * (DECISIONS 4, 9).
 */
export function useSignOutMutation() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: async () => {
      const error = await signOut();
      if (error) throw error;
    },
    // Here, not in the caller: the button that started it is gone once the session is.
    onSuccess: async () => {
      // Shown on the public home page, in the visitor's language: the toast says it is Romanian.
      toast({
        title: t('logout.successTitle'),
        description: t('logout.successText'),
        lang: ADMIN_LANGUAGE,
      });
      await navigate(pathFor('home', storedLanguage()));
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('logout.failedTitle'),
        description: t(signOutFailureMessage(error)),
        lang: ADMIN_LANGUAGE,
      });
    },
  });
}
