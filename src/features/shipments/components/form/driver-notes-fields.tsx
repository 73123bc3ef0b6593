import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';

/** "Pentru șofer": what the assigned driver reads in their app (issue #52), never a customer. */
export function DriverNotesFields() {
  const { t } = useShipmentsTranslation();
  return (
    <FormSection legend={t('form.groups.driverNotes')} columns={1}>
      <ShipmentTextField name="driver_notes" rows={3} hint={t('form.hints.driverNotes')} />
    </FormSection>
  );
}
