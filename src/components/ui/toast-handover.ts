import { currentToasts, toast, type ToastMessage } from './toast-store';

const STORAGE_KEY = 'toasts-handed-over';
/** A handover older than this is from another visit, not from the page that just left. */
const MAX_AGE_MS = 10_000;

interface Handover {
  at: number;
  toasts: Array<Pick<ToastMessage, 'title' | 'description' | 'variant' | 'duration'>>;
}

/**
 * The public site and the staff area are separate apps, so going from one to the other loads
 * a document and the toasts on screen would be lost ("Logged out successfully!" on the way to
 * the public home, SPEC §8). They wait in session storage (without their buttons) for the
 * next page.
 */
export function handOverToasts(): void {
  const toasts = currentToasts().map(({ title, description, variant, duration }) => ({
    title,
    description,
    variant,
    duration,
  }));
  if (toasts.length === 0) return;
  try {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ at: Date.now(), toasts } satisfies Handover),
    );
  } catch {
    // Storage refused (private mode, full): the toasts are lost, nothing else.
  }
}

/** Shows the toasts the previous page handed over, once. */
export function showHandedOverToasts(): void {
  let handover: Handover | undefined;
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    handover = stored ? (JSON.parse(stored) as Handover) : undefined;
  } catch {
    return;
  }
  if (!handover || !Array.isArray(handover.toasts) || Date.now() - handover.at > MAX_AGE_MS) return;
  for (const message of handover.toasts) {
    if (typeof message.title === 'string') toast(message);
  }
}
