import { Slot } from '@radix-ui/react-slot';
import { type ReactElement, type ReactNode, useId } from 'react';

import { cn } from '@/lib/cn';

import { Label } from './label';

export interface FieldProps {
  label: ReactNode;
  /** The message under the control; while set, the control is aria-invalid and points to it. */
  error?: string | undefined;
  /** A lasting explanation under the control (format, limits), also announced with it. */
  hint?: ReactNode;
  className?: string;
  /**
   * Exactly one control (Input, Textarea, Select, Combobox). It receives `id`,
   * `aria-invalid` and `aria-describedby`, so it must not set them itself.
   */
  children: ReactElement;
}

/** A labelled form control with its hint and error text, wired for screen readers. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
