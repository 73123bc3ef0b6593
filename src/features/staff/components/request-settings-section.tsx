import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { useRequestSettings } from '../api/use-request-settings';
import { RequestSettingsForm } from './request-settings-form';
import { SettingsSection } from './settings-section';

/**
 * "Setările cererilor" on the owner's staff screen: how long transport requests are kept, and
 * how many e-mails new requests may cause an hour. The privacy notice states the default
 * periods, so the owner is reminded to have it updated.
 */
export function RequestSettingsSection() {
  const { t } = useAdminTranslation();
  const settings = useRequestSettings();
  return (
    <SettingsSection
      title={t('staff.requestSettings.title')}
      query={settings}
      loadFailed={t('staff.requestSettings.loadFailed')}
    >
      {(data) => <RequestSettingsForm settings={data} />}
    </SettingsSection>
  );
}
