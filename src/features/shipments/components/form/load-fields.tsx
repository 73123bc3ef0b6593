import { useFormContext, useWatch } from 'react-hook-form';

import { ESCORTS, PERMITS } from '@/lib/shipments/heavy-load';

import type { ShipmentFormValues } from '../../form/shipment-form-schema';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FormSection } from './form-section';
import { OversizeVerdict } from './oversize-verdict';
import { ShipmentChoiceField } from './shipment-choice-field';
import { ShipmentTextField } from './shipment-text-field';

/**
 * "Dimensiuni și autorizații" (issue #37): the load's measures with the oversize verdict beside
 * them, the permit (its number and date once approved), the escort and the time windows.
 */
export function LoadFields() {
  const { t } = useShipmentsTranslation();
  const { control } = useFormContext<ShipmentFormValues>();
  const permit = useWatch({ control, name: 'permit' });
  return (
    <FormSection legend={t('form.groups.load')} description={t('form.hints.load')}>
      <ShipmentTextField name="length_m" inputMode="decimal" hint={t('form.hints.measure')} />
      <ShipmentTextField name="width_m" inputMode="decimal" hint={t('form.hints.measure')} />
      <ShipmentTextField name="height_m" inputMode="decimal" hint={t('form.hints.measure')} />
      <ShipmentTextField name="weight_kg" inputMode="decimal" hint={t('form.hints.weight')} />
      <OversizeVerdict />
      <ShipmentChoiceField
        name="permit"
        options={PERMITS.map((value) => ({ value, label: t(`form.permit.${value}`) }))}
      />
      <ShipmentChoiceField
        name="escort"
        options={ESCORTS.map((value) => ({ value, label: t(`form.escort.${value}`) }))}
      />
      {permit === 'approved' && (
        <>
          <ShipmentTextField name="permit_number" required />
          <ShipmentTextField name="permit_valid_until" type="date" required />
        </>
      )}
      <ShipmentTextField
        name="pickup_window_from"
        type="datetime-local"
        hint={t('form.hints.windows')}
      />
      <ShipmentTextField name="pickup_window_to" type="datetime-local" />
      <ShipmentTextField name="delivery_window_from" type="datetime-local" />
      <ShipmentTextField name="delivery_window_to" type="datetime-local" />
    </FormSection>
  );
}
