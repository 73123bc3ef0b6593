import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';

/**
 * Adding only: where the route starts. The first route entry is public (a tracking number alone
 * shows the route, DECISIONS 18), so it is a place staff type, never the shipper's address.
 */
export function PickupPlaceFields() {
  const { t } = useShipmentsTranslation();
  return (
    <FormSection legend={t('form.groups.pickup')} description={t('form.hints.pickup')}>
      <ShipmentTextField name="firstLocation" hint={t('form.hints.place')} />
    </FormSection>
  );
}
