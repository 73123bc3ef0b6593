import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';

/** "Livrare estimată": a day (only "de la") or a window, shown to customers until delivery. */
export function ExpectedDeliveryFields() {
  const { t } = useShipmentsTranslation();
  return (
    <FormSection
      legend={t('form.groups.expectedDelivery')}
      description={t('form.hints.expectedDelivery')}
    >
      <ShipmentTextField name="expecteddeliveryfrom" type="date" />
      <ShipmentTextField name="expecteddeliveryto" type="date" />
    </FormSection>
  );
}
