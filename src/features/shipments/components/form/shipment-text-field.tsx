import type { HTMLAttributes, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

import type { ShipmentFormField, ShipmentFormValues } from '../../form/shipment-form-schema';
import { FieldLabel } from './field-label';

/** The fields typed as text (not the status picker, a language select or a checkbox). */
type TextFieldName = Exclude<
  ShipmentFormField,
  | 'status'
  | 'newHistoryStatus'
  | 'shipperlanguage'
  | 'recipientlanguage'
  | 'notifyshipper'
  | 'notifyrecipient'
  | 'permit'
  | 'escort'
>;

/**
 * A text field of the shipment form. No maxLength: pasted text is never cut silently; the
 * schema says how long it may be.
 */
export function ShipmentTextField({
  name,
  rows,
  required,
  readOnly,
  hint,
  inputMode,
  type,
  wide,
}: {
  name: TextFieldName;
  /** A multi-line field with this many rows. */
  rows?: number;
  required?: boolean;
  readOnly?: boolean;
  hint?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /**
   * 'email' (phone keyboards with @), 'tel', 'date' or 'datetime-local' (the browser's pickers); text
   * otherwise.
   */
  type?: 'email' | 'tel' | 'date' | 'datetime-local';
  /** Spans both columns of its group. */
  wide?: boolean;
}) {
  const { control } = useFormContext<ShipmentFormValues>();
  return (
    <div className={cn(wide && 'sm:col-span-2')}>
      <FormField
        control={control}
        name={name}
        label={<FieldLabel name={name} required={required} />}
        hint={hint}
        render={(field) =>
          rows ? (
            <Textarea rows={rows} aria-required={required} {...field} />
          ) : (
            <Input
              aria-required={required}
              readOnly={readOnly}
              inputMode={inputMode}
              type={type}
              autoComplete="off"
              className="max-sm:min-h-11"
              {...field}
            />
          )
        }
      />
    </div>
  );
}
