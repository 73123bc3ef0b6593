import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';
import { StatusField } from './status-field';

/** "Expediere": the tracking number (fixed once saved), the status and the customer's message. */
export function ShipmentDetailsFields({ editing }: { editing: boolean }) {
  const { t } = useAdminTranslation();
  return (
    <FormSection legend={t('shipments.form.groups.shipment')}>
      <ShipmentTextField
        name="id"
        required
        readOnly={editing}
        hint={editing ? t('shipments.form.hints.idReadOnly') : t('shipments.form.hints.id')}
      />
      <StatusField name="status" required />
      <ShipmentTextField name="info" rows={3} wide hint={t('shipments.form.hints.info')} />
    </FormSection>
  );
}
