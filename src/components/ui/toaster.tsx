import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';

import { currentToasts, dismissToast, noToasts, subscribeToasts } from './toast-store';

/** SPEC §9: toasts stay 5 s and are swiped away after 50 px. */
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export function Toaster({ closeLabel }: { closeLabel: string }) {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, noToasts);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-variant={item.variant}
          className={`grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 shadow-lg print:hidden ${
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <Toast.Title className="font-semibold">{item.title}</Toast.Title>
          <Toast.Close
            aria-label={closeLabel}
            className="row-span-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
          {item.description && (
            <Toast.Description className="mt-1 text-sm">{item.description}</Toast.Description>
          )}
          {item.action && (
            <Toast.Action
              altText={item.action.altText ?? item.action.label}
              onClick={item.action.onClick}
              className={`col-start-1 mt-3 justify-self-start rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
                item.variant === 'destructive'
                  ? 'border-white/70 hover:bg-white/10 focus-visible:outline-white'
                  : 'border-slate-300 hover:bg-slate-100 focus-visible:outline-blue-900'
              }`}
            >
              {item.action.label}
            </Toast.Action>
          )}
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
