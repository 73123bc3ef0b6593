import { Button } from '@/components/ui/button';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import type { MissingInfoDefaults } from './use-missing-info-defaults';

/**
 * A language without a row (a database made without it): the editor is creating its default,
 * or creating it failed and can be tried again.
 */
export function MissingInfoRow({ defaults }: { defaults: MissingInfoDefaults }) {
  const { t } = useAdminTranslation();
  if (!defaults.failed) {
    return (
      <p role="status" className="text-slate-700">
        {t('loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="text-slate-800">
      <p>{t('info.defaultFailed')}</p>
      <Button
        variant="outline"
        className="mt-4"
        disabled={defaults.pending}
        onClick={defaults.create}
      >
        {t('info.createDefault')}
      </Button>
    </div>
  );
}
