import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';

/**
 * Adding only: where the route starts. The first route entry is public (a tracking number alone
 * shows the route, DECISIONS 18), so it is a place staff type, never the shipper's address.
 */
export function PickupPlaceFields() {
  const { t } = useAdminTranslation();
  return (
    <FormSection
      legend={t('shipments.form.groups.pickup')}
      description={t('shipments.form.hints.pickup')}
    >
      <ShipmentTextField name="firstLocation" hint={t('shipments.form.hints.place')} />
    </FormSection>
  );
}
