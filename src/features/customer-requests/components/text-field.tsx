import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';

import { controlVariants } from '@/components/ui/control-variants';
import { cn } from '@/lib/cn';

import type { FieldName } from '../form-values';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { describedBy, useRequestField } from './request-form-context';

/** A labelled text control (one line, or several for the message) with its hint and error. */
export function TextField({
  name,
  label,
  hint,
  required = false,
  type = 'text',
  inputMode,
  autoComplete,
  multiline = false,
  className,
}: {
  name: FieldName;
  label: string;
  hint?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  multiline?: boolean;
  className?: string;
}) {
  const field = useRequestField(name);
  const aria = describedBy(field, Boolean(hint), field.error);
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <FieldLabel htmlFor={field.id} text={label} required={required} />
      {multiline ? (
        <textarea
          id={field.id}
          rows={6}
          className={cn(controlVariants(), 'min-h-32')}
          aria-required={required || undefined}
          {...aria}
          {...field.binding}
        />
      ) : (
        <input
          id={field.id}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          className={controlVariants()}
          aria-required={required || undefined}
          {...aria}
          {...field.binding}
        />
      )}
      {hint && (
        <p id={field.hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
