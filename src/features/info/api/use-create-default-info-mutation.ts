import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { supabase } from '@/lib/supabase';

import { forgetInfoReads } from './forget-info-reads';
import { type InfoContent, infoContentSchema } from './info-schemas';

/** The default text of every language without a row; the rows the database created. */
async function createDefaultInfo(): Promise<InfoContent[]> {
  const { data, error } = await supabase.rpc('create_default_info_content');
  if (error) throw error;
  return infoContentSchema.array().parse(data);
}

/** SPEC's "if absent, insert a default record", per language, with its messages (SPEC §8). */
export function useCreateDefaultInfoMutation() {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: createDefaultInfo,
    onSuccess: (created) => {
      // Nothing created: a colleague's editor was quicker; the refetch shows their rows.
      if (created.length > 0) {
        toast({ title: t('info.successTitle'), description: t('info.defaultCreated') });
      }
    },
    onError: (error) => {
      console.error('Creating the default info text failed', error);
      toast({
        variant: 'destructive',
        title: t('info.errorTitle'),
        description: t('info.defaultFailed'),
      });
    },
    onSettled: () => forgetInfoReads(queryClient),
  });
}
