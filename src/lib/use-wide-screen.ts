import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint (40rem = 640 px), the same query its `sm:` classes use. */
const WIDE = '(width >= 40rem)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the window is at least `sm` wide: for the few places where a phone gets other
 * markup, not just other classes (the shipments list as cards). The staff area renders in the
 * browser only, so the first render already has the right answer; there is no server snapshot
 * to disagree with. Layout that only differs in style stays in Tailwind's `sm:` classes.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
}
