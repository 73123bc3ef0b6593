import { type Handover, HANDOVER_STORAGE_KEY } from './toast-handover';
import { currentToasts } from './toast-store';

/**
 * The public site and the staff area are separate apps, so going from one to the other loads
 * a document and the toasts on screen would be lost ("Te-ai deconectat" on the way to
 * the public home, SPEC §8). They wait in session storage (without their buttons) for the
 * next page (toast-handover.ts shows them). Only for leaving the app, so loaded with that.
 */
export function handOverToasts(): void {
  const toasts = currentToasts().map(({ title, description, variant, duration, lang }) => ({
    title,
    description,
    variant,
    duration,
    lang,
  }));
  if (toasts.length === 0) return;
  try {
    sessionStorage.setItem(
      HANDOVER_STORAGE_KEY,
      JSON.stringify({ at: Date.now(), toasts } satisfies Handover),
    );
  } catch {
    // Storage refused (private mode, full): the toasts are lost, nothing else.
  }
}
