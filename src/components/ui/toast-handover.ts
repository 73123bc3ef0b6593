import { toast, type ToastMessage } from './toast-store';

/** Where hand-over-toasts.ts leaves the toasts of a page that loads another app. */
export const HANDOVER_STORAGE_KEY = 'toasts-handed-over';
/** A handover older than this is from another visit, not from the page that just left. */
const MAX_AGE_MS = 10_000;

export interface Handover {
  at: number;
  toasts: Array<Pick<ToastMessage, 'title' | 'description' | 'variant' | 'duration' | 'lang'>>;
}

/** Shows the toasts the previous page handed over, once. */
export function showHandedOverToasts(): void {
  let handover: Handover | undefined;
  try {
    const stored = sessionStorage.getItem(HANDOVER_STORAGE_KEY);
    sessionStorage.removeItem(HANDOVER_STORAGE_KEY);
    handover = stored ? (JSON.parse(stored) as Handover) : undefined;
  } catch {
    return;
  }
  if (!handover || !Array.isArray(handover.toasts) || Date.now() - handover.at > MAX_AGE_MS) return;
  for (const message of handover.toasts) {
    if (typeof message.title === 'string') toast(message);
  }
}
