import { isAuthApiError } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/toast-store';
import { ADMIN_LANGUAGE } from '@/lib/i18n/languages';

import { useAuth } from '../use-auth';

/**
 * Logout (SPEC §6, §8). On failure the session is kept and the toast carries the server's
 * message; a network error has none to show (DECISIONS 4), so it gets SPEC's fallback.
 */
export function useSignOutMutation() {
  const { signOut } = useAuth();
  const { t } = useTranslation('admin', { lng: ADMIN_LANGUAGE });
  return useMutation({
    mutationFn: async () => {
      const error = await signOut();
      if (error) throw error;
    },
    onSuccess: () => {
      toast({ title: t('logout.successTitle'), description: t('logout.successText') });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('logout.failedTitle'),
        description:
          isAuthApiError(error) && error.message ? error.message : t('logout.failedFallback'),
      });
    },
  });
}
