import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { toast } from '@/components/ui/toast-store';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';
import { auth } from '@/lib/supabase-auth';

/**
 * Sets the signed-in account's password (PUT /user) with the session the e-mail's link gave,
 * then on to the shipments screen, whose guard asks the database whether this is staff.
 */
export function useSetPasswordMutation(invited: boolean) {
  const navigate = useNavigate();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: async (password: string) => {
      const { error } = await auth.updateUser({ password });
      if (error) throw error;
    },
    onSuccess: async () => {
      toast({
        title: t('newPassword.savedTitle'),
        description: t(invited ? 'newPassword.savedInvite' : 'newPassword.savedRecovery'),
      });
      await navigate(ADMIN_PATHS.shipments, { replace: true });
    },
  });
}
