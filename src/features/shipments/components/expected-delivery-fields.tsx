import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';

/** "Livrare estimată": a day (only "de la") or a window, shown to customers until delivery. */
export function ExpectedDeliveryFields() {
  const { t } = useAdminTranslation();
  return (
    <FormSection
      legend={t('shipments.form.groups.expectedDelivery')}
      description={t('shipments.form.hints.expectedDelivery')}
    >
      <ShipmentTextField name="expecteddeliveryfrom" type="date" />
      <ShipmentTextField name="expecteddeliveryto" type="date" />
    </FormSection>
  );
}
