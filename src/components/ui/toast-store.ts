/**
 * A small store of the toasts on screen, so any code (a query callback, a button) can show
 * one without a React context. <Toaster /> renders them with Radix Toast.
 */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  /** A button in the toast (e.g. undo); clicking it also closes the toast. */
  action?: ToastAction;
  /** How long it stays, in ms; the toaster's default (SPEC §9: 5 s) when not given. */
  duration?: number;
  /**
   * The language of its texts when it may differ from the page's: the staff area's Romanian
   * logout toast is shown on the public home page, in the visitor's language.
   */
  lang?: string;
}

interface ToastAction {
  label: string;
  onClick: () => void;
  /**
   * How to do the same without the toast, read by screen readers instead of the button
   * (Radix Toast.Action's altText); the label when not given.
   */
  altText?: string;
}

type Listener = () => void;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(
  message: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastMessage['variant'] },
): number {
  const id = nextId++;
  toasts = [...toasts, { variant: 'default', ...message, id }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): ToastMessage[] {
  return toasts;
}

const none: ToastMessage[] = [];
export function noToasts(): ToastMessage[] {
  return none;
}
