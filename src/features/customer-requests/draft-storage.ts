import type { FormValues } from './form-values';

/** Per tab (sessionStorage): a reload or back-and-forth keeps the draft, another tab starts afresh. */
const DRAFT_KEY = 'transport-request-draft';

export function loadDraft(): Partial<FormValues> | null {
  try {
    const saved = sessionStorage.getItem(DRAFT_KEY);
    const value: unknown = saved ? JSON.parse(saved) : null;
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** Saves what was typed; the honeypot is never kept (a person never fills it). */
export function saveDraft({ website: _website, ...values }: FormValues): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or forbidden: the form still works, only a reload loses the draft.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear where storage is forbidden.
  }
}
