import { createContext, type RefCallback, use } from 'react';

import type { FieldName } from '../form-values';

/** What a control spreads: its name, and once the form's engine is here, its handlers. */
export interface FieldBinding {
  name: string;
  ref?: RefCallback<HTMLElement> | undefined;
  onChange?: ((event: { target: unknown; type?: unknown }) => unknown) | undefined;
  onBlur?: ((event: { target: unknown; type?: unknown }) => unknown) | undefined;
}

export interface RequestFormContextValue {
  bind: (name: FieldName) => FieldBinding;
  errors: Partial<Record<FieldName, string>>;
}

export const RequestFormContext = createContext<RequestFormContextValue>({
  bind: (name) => ({ name }),
  errors: {},
});

/** A control's binding, its error (if any) and the ids that tie label, hint and error to it. */
export function useRequestField(name: FieldName) {
  const { bind, errors } = use(RequestFormContext);
  const id = `request-${name.replace(/_/g, '-')}`;
  const error = errors[name];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return { binding: bind(name), error, id, hintId, errorId };
}

/** aria-invalid and aria-describedby of a control: its hint, then its error. */
export function describedBy(
  ids: { hintId: string; errorId: string },
  hint: boolean,
  error?: string,
) {
  const list = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': list || undefined };
}
