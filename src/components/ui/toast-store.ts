/**
 * A small store of the toasts on screen, so any code (a query callback, a button) can show
 * one without a React context. <Toaster /> renders them with Radix Toast.
 */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
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
