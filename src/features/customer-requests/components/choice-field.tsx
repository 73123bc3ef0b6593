import type { FieldName } from '../form-values';
import { FieldError } from './field-error';
import { describedBy, useRequestField } from './request-form-context';

/** A question with a few answers as radio buttons in a group ("Can it be driven? Yes / No"). */
export function ChoiceField({
  name,
  legend,
  options,
}: {
  name: FieldName;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const field = useRequestField(name);
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 has-[:checked]:border-blue-800 has-[:checked]:bg-blue-50"
          >
            <input
              type="radio"
              value={option.value}
              className="size-4 accent-blue-800"
              {...describedBy(field, false, field.error)}
              {...field.binding}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  );
}
