import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';
import { StatusField } from './status-field';

/** "Expediere": the tracking number (fixed once saved), the status and the customer's message. */
export function ShipmentDetailsFields({ editing }: { editing: boolean }) {
  const { t } = useShipmentsTranslation();
  return (
    <FormSection legend={t('form.groups.shipment')}>
      <ShipmentTextField
        name="id"
        required
        readOnly={editing}
        hint={editing ? t('form.hints.idReadOnly') : t('form.hints.id')}
      />
      <StatusField name="status" required />
      <ShipmentTextField name="info" rows={3} wide hint={t('form.hints.info')} />
    </FormSection>
  );
}
