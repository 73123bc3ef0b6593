import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FormSection } from './form-section';
import { PositionFields } from './position-fields';
import { ShipmentTextField } from './shipment-text-field';
import { StatusField } from './status-field';

/**
 * "Actualizează traseul" (editing only): a new route entry, added in the same save when both
 * its location and its status are filled (SPEC §4), and the current position.
 */
export function RouteUpdateFields() {
  const { t } = useShipmentsTranslation();
  return (
    <FormSection legend={t('form.groups.route')} description={t('form.hints.route')}>
      <ShipmentTextField name="newHistoryLocation" hint={t('form.hints.place')} />
      <StatusField name="newHistoryStatus" />
      <PositionFields legend="currentPosition" />
    </FormSection>
  );
}
