import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

import type { ShipmentFormValues } from '../../form/shipment-form-schema';
import { FieldLabel } from './field-label';

/** A field of the shipment form chosen from a fixed list (its values and their labels). */
export function ShipmentChoiceField<
  Name extends 'permit' | 'escort' | 'shipperlanguage' | 'recipientlanguage',
>({
  name,
  options,
  hint,
}: {
  name: Name;
  options: readonly { value: ShipmentFormValues[Name]; label: string }[];
  hint?: ReactNode;
}) {
  const { control } = useFormContext<ShipmentFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      label={<FieldLabel name={name} />}
      hint={hint}
      render={({ value, onChange, onBlur, name: fieldName }) => (
        <Select
          name={fieldName}
          value={value}
          onValueChange={onChange}
          onBlur={onBlur}
          className="max-sm:min-h-11"
          options={options}
        />
      )}
    />
  );
}
