import { controlVariants } from '@/components/ui/control-variants';
import { cn } from '@/lib/cn';

import type { FieldName } from '../form-values';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { describedBy, useRequestField } from './request-form-context';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's own language, when it is named in itself ("Polski"). */
  lang?: string;
}

/** A labelled native select: one thumb on a phone, the system's own picker. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  required = false,
  defaultValue,
  className,
}: {
  name: FieldName;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ("Please choose"), so nothing is picked for the visitor. */
  placeholder?: string;
  required?: boolean;
  defaultValue?: string;
  className?: string;
}) {
  const field = useRequestField(name);
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <FieldLabel htmlFor={field.id} text={label} required={required} />
      <select
        id={field.id}
        defaultValue={defaultValue ?? ''}
        className={controlVariants()}
        aria-required={required || undefined}
        {...describedBy(field, false, field.error)}
        {...field.binding}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
