import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { supabase } from '@/lib/supabase';
import type { Language } from '#common/languages';

import { forgetInfoReads } from './forget-info-reads';
import { infoKeys } from './info-keys';
import { type InfoContent, infoContentSchema, type InfoEdit } from './info-schemas';

type SaveInfoInput = InfoEdit & { lang: Language };

/** One language's text, on the version it was based on (PT409 when that is no longer current). */
async function saveInfo({ lang, title, content, version }: SaveInfoInput): Promise<InfoContent> {
  const { data, error } = await supabase.rpc('save_info_content', {
    lang,
    expected_updated_at: version,
    title,
    content,
  });
  if (error) throw error;
  return infoContentSchema.parse(data);
}

/** Saves and says so (SPEC §8); the editor's rows and every tracking page's text refetch. */
export function useSaveInfoMutation() {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: saveInfo,
    onSuccess: (saved) => {
      queryClient.setQueryData<InfoContent[]>(infoKeys.list(), (rows) =>
        rows?.map((row) => (row.lang === saved.lang ? saved : row)),
      );
      toast({ title: t('info.successTitle'), description: t('info.saved') });
    },
    onError: (error) => {
      console.error('Saving the info text failed', error);
      toast({
        variant: 'destructive',
        title: t('info.errorTitle'),
        description: t('info.saveFailed'),
      });
    },
    // The German text is every empty language's fallback: any save may change any page. Not
    // awaited: the mutation is settled (button, form reset) once the server answered, not once
    // every text has been read again; a tab clicked meanwhile asked about unsaved changes.
    onSettled: () => {
      void forgetInfoReads(queryClient);
    },
  });
}
