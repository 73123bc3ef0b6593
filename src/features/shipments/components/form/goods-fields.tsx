import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';

/** "Marfă": what is transported and what comes with it. */
export function GoodsFields() {
  const { t } = useShipmentsTranslation();
  return (
    <FormSection legend={t('form.groups.goods')}>
      <ShipmentTextField name="transportedgoods" rows={2} />
      <ShipmentTextField name="accessories" rows={2} />
    </FormSection>
  );
}
