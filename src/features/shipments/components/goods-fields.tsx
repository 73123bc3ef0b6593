import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';

/** "Marfă": what is transported and what comes with it. */
export function GoodsFields() {
  const { t } = useAdminTranslation();
  return (
    <FormSection legend={t('shipments.form.groups.goods')}>
      <ShipmentTextField name="transportedgoods" rows={2} />
      <ShipmentTextField name="accessories" rows={2} />
    </FormSection>
  );
}
