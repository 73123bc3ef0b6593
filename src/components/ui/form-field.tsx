import type { ReactElement, ReactNode } from 'react';
import {
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form';

import { Field } from './field';

export interface FormFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> {
  /**
   * `form.control` of the react-hook-form form (typically `useForm({ resolver: zodResolver(schema) })`),
   * also one whose schema turns what is typed into other values (`TTransformed`).
   */
  control: Control<TValues, unknown, TTransformed>;
  name: TName;
  label: ReactNode;
  hint?: ReactNode;
  /** The control, given the field's value, onChange, onBlur, name and ref to spread on it. */
  render: (field: ControllerRenderProps<TValues, TName>) => ReactElement;
}

/**
 * A react-hook-form field as a <Field>: label, control, hint and the validation message of
 * the form's resolver (so a zod schema's messages are what the user reads).
 */
export function FormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
>({ control, name, label, hint, render }: FormFieldProps<TValues, TName, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} hint={hint} error={fieldState.error?.message}>
      {render(field)}
    </Field>
  );
}
