import { useId } from 'react';

import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { useRequestSettings } from '../api/use-request-settings';
import { RequestSettingsForm } from './request-settings-form';

/**
 * "Setările cererilor" on the owner's staff screen: how long transport requests are kept, and
 * how many e-mails new requests may cause an hour. The privacy notice states the default
 * periods, so the owner is reminded to have it updated.
 */
export function RequestSettingsSection() {
  const { t } = useAdminTranslation();
  const headingId = useId();
  const settings = useRequestSettings();
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-slate-200 pt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('staff.requestSettings.title')}
      </h2>
      <div className="mt-6">
        {settings.isPending && (
          <p role="status" className="text-slate-700">
            {t('loading')}
          </p>
        )}
        {settings.isError && (
          <p role="alert" className="text-slate-800">
            {t('staff.requestSettings.loadFailed')}
          </p>
        )}
        {settings.isSuccess && <RequestSettingsForm settings={settings.data} />}
      </div>
    </section>
  );
}
