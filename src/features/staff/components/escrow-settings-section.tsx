import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { useEscrowSettings } from '../api/use-escrow-settings';
import { EscrowSettingsForm } from './escrow-settings-form';
import { SettingsSection } from './settings-section';

/** "Setările escrow" on the owner's staff screen: the buyer's inspection period (issue #53). */
export function EscrowSettingsSection() {
  const { t } = useAdminTranslation();
  const settings = useEscrowSettings();
  return (
    <SettingsSection
      title={t('staff.escrowSettings.title')}
      query={settings}
      loadFailed={t('staff.escrowSettings.loadFailed')}
    >
      {(data) => <EscrowSettingsForm settings={data} />}
    </SettingsSection>
  );
}
