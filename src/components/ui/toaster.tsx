import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';

import { currentToasts, dismissToast, noToasts, subscribeToasts } from './toast-store';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, toastStyles } from './toast-styles';

/**
 * The staff area's toaster, on Radix Toast (the public pages load public-toaster.tsx). The
 * labels replace Radix's English defaults ("Notification", "Notifications ({hotkey})"), which
 * screen readers would read out in the Romanian staff area.
 */
export function Toaster({
  closeLabel,
  label,
  viewportLabel,
}: {
  closeLabel: string;
  /** What a screen reader announces before each toast. */
  label: string;
  /** The region's name; Radix puts the hotkey in place of `{hotkey}`. */
  viewportLabel: string;
}) {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, noToasts);
  return (
    <Toast.Provider
      label={label}
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-variant={item.variant}
          className={toastStyles.root(item.variant)}
        >
          <Toast.Title className={toastStyles.title}>{item.title}</Toast.Title>
          <Toast.Close aria-label={closeLabel} className={toastStyles.close}>
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
          {item.description && (
            <Toast.Description className={toastStyles.description}>
              {item.description}
            </Toast.Description>
          )}
          {item.action && (
            <Toast.Action
              altText={item.action.altText ?? item.action.label}
              onClick={item.action.onClick}
              className={toastStyles.action(item.variant)}
            >
              {item.action.label}
            </Toast.Action>
          )}
        </Toast.Root>
      ))}
      <Toast.Viewport label={viewportLabel} className={toastStyles.viewport} />
    </Toast.Provider>
  );
}
