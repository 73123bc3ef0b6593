import { useEffect } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useInfoContents } from '../api/use-info-contents';
import { InfoLanguageTabs } from './info-language-tabs';
import { useMissingInfoDefaults } from './use-missing-info-defaults';

/** /admin/info: the customer info text of every public language (SPEC §2, DECISIONS 15). */
export function InfoEditorPage() {
  const { t } = useAdminTranslation();
  const contents = useInfoContents();
  const defaults = useMissingInfoDefaults(contents.data);

  useEffect(() => {
    if (!contents.isError) return;
    console.error('Loading the info texts failed', contents.error);
    toast({
      variant: 'destructive',
      title: t('info.errorTitle'),
      description: t('info.loadFailed'),
    });
  }, [contents.isError, contents.error, t]);

  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('infoTitle')}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t('info.intro')}</p>
      <p className="mt-1 max-w-3xl text-slate-700">{t('info.contentHint')}</p>
      <div className="mt-8">
        {contents.isPending && (
          <p role="status" className="text-slate-700">
            {t('loading')}
          </p>
        )}
        {contents.isError && (
          <div role="alert" className="text-slate-800">
            <p>{t('info.loadFailed')}</p>
            <Button
              variant="outline"
              className="mt-4"
              disabled={contents.isFetching}
              onClick={() => void contents.refetch()}
            >
              {t('info.retry')}
            </Button>
          </div>
        )}
        {contents.isSuccess && <InfoLanguageTabs rows={contents.data} defaults={defaults} />}
      </div>
    </section>
  );
}
