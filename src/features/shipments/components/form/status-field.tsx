import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';

import type { ShipmentFormValues } from '../../form/shipment-form-schema';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FieldLabel } from './field-label';
import { StatusCombobox } from './status-combobox';

/**
 * The shipment's status, or the route update's new status, as a combobox field. The hint says
 * what a free-text status does: customers read it as typed, in Romanian (DECISIONS 13, 22).
 */
export function StatusField({
  name,
  required,
}: {
  name: 'status' | 'newHistoryStatus';
  required?: boolean;
}) {
  const { control } = useFormContext<ShipmentFormValues>();
  const { t } = useShipmentsTranslation();
  return (
    <FormField
      control={control}
      name={name}
      label={<FieldLabel name={name} required={required} />}
      hint={t('form.hints.status')}
      render={({ value, onChange, onBlur, name: fieldName, ref, disabled }) => (
        <StatusCombobox
          value={value}
          onValueChange={onChange}
          onBlur={onBlur}
          name={fieldName}
          ref={ref}
          disabled={disabled}
          aria-required={required}
        />
      )}
    />
  );
}
