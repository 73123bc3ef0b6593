import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';

/** "Bani": free text each (an amount with its currency, SPEC §3). */
export function MoneyFields() {
  const { t } = useShipmentsTranslation();
  return (
    <FormSection legend={t('form.groups.money')}>
      <ShipmentTextField name="purchaseprice" />
      <ShipmentTextField name="shippingcosts" />
      <ShipmentTextField name="additionalservices" rows={2} wide />
      <ShipmentTextField name="totalamount" />
      <ShipmentTextField name="paymentmethod" />
    </FormSection>
  );
}
