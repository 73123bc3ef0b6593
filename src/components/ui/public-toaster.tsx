import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import {
  currentToasts,
  dismissToast,
  noToasts,
  subscribeToasts,
  type ToastMessage,
} from './toast-store';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, toastStyles } from './toast-styles';

/** The key that moves focus to the toasts, as Radix Toast's (the region's name says it). */
const HOTKEY = 'F8';
/** How far right a pointer moves before the toast follows it alone (its buttons still click). */
const SWIPE_CAPTURE_PX = 10;

/**
 * The public pages' toaster (issue #17): what they use of Radix Toast, in 1 KB instead of 14,
 * with the same look (toast-styles.ts). A region named "`label` (F8)" that F8 focuses; each toast a
 * status (an alert when destructive) with its close button, closed after its duration (SPEC §9,
 * paused while the toasts are hovered or hold focus), by Escape, or swiped 50 px to the right.
 */
export function PublicToaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, noToasts);
  const region = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  /** Closes a toast; focus inside it stays in the toasts instead of falling to the page's top. */
  const close = useCallback((id: number) => {
    const holder = region.current?.querySelector(`[data-toast-id="${id}"]`);
    const hadFocus = holder?.contains(document.activeElement) ?? false;
    dismissToast(id);
    if (hadFocus) region.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === HOTKEY) region.current?.focus();
      if (event.key !== 'Escape') return;
      const focusedToast = document.activeElement?.closest<HTMLElement>('[data-toast-id]');
      if (focusedToast && region.current?.contains(focusedToast)) {
        close(Number(focusedToast.dataset.toastId));
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

  return (
    <div
      ref={region}
      role="region"
      aria-label={`${label} (${HOTKEY})`}
      tabIndex={-1}
      onPointerMove={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      // Nothing to click while empty: the fixed list must not cover the page's corner.
      style={{ pointerEvents: toasts.length > 0 ? undefined : 'none' }}
      className="outline-none"
    >
      <ol className={toastStyles.viewport}>
        {toasts.map((item) => (
          <PublicToast
            key={item.id}
            item={item}
            paused={hovered || focused}
            closeLabel={closeLabel}
            onClose={close}
          />
        ))}
      </ol>
    </div>
  );
}

function PublicToast({
  item,
  paused,
  closeLabel,
  onClose,
}: {
  item: ToastMessage;
  paused: boolean;
  closeLabel: string;
  onClose: (id: number) => void;
}) {
  const { id, variant, action } = item;
  const remaining = useRef(item.duration ?? TOAST_DURATION_MS);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onClose(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [id, paused, onClose]);

  // Its text arrives a frame after the toast: a screen reader announces what changes in a
  // live region, not reliably what arrives with it.
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFilled(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const swipeFrom = useRef<number | null>(null);
  return (
    <li
      data-toast-id={id}
      data-variant={variant}
      className={`${toastStyles.root(variant)} ${filled ? '' : 'opacity-0'}`}
      onPointerDown={(event) => {
        if (event.button === 0) swipeFrom.current = event.clientX;
      }}
      onPointerMove={(event) => {
        const from = swipeFrom.current;
        const target = event.currentTarget;
        if (from === null || target.hasPointerCapture(event.pointerId)) return;
        if (event.clientX - from > SWIPE_CAPTURE_PX) target.setPointerCapture(event.pointerId);
      }}
      onPointerUp={(event) => {
        const from = swipeFrom.current;
        swipeFrom.current = null;
        if (from !== null && event.clientX - from >= TOAST_SWIPE_THRESHOLD_PX) onClose(id);
      }}
      onPointerCancel={() => {
        swipeFrom.current = null;
      }}
    >
      {/* What is announced: the texts, not the close button (as Radix Toast announces). */}
      <div
        role={variant === 'destructive' ? 'alert' : 'status'}
        aria-atomic="true"
        lang={item.lang}
      >
        {filled && (
          <>
            <p className={toastStyles.title}>{item.title}</p>
            {item.description && <p className={toastStyles.description}>{item.description}</p>}
            {action && <span className="sr-only">{action.altText ?? action.label}</span>}
          </>
        )}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        className={toastStyles.close}
        onClick={() => onClose(id)}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      {action && (
        <button
          type="button"
          className={toastStyles.action(variant)}
          onClick={() => {
            action.onClick();
            onClose(id);
          }}
        >
          {action.label}
        </button>
      )}
    </li>
  );
}
