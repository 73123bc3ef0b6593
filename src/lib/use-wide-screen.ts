import { useSyncExternalStore } from 'react';

/**
 * Tailwind's `sm` breakpoint (40rem = 640 px), the same query its `sm:` classes use; `md`
 * (48rem = 768 px) for a table with more columns (the transport requests).
 */
const QUERIES = { sm: '(width >= 40rem)', md: '(width >= 48rem)' } as const;
type Breakpoint = keyof typeof QUERIES;

const subscribers = {} as Record<Breakpoint, (onChange: () => void) => () => void>;
for (const breakpoint of Object.keys(QUERIES) as Breakpoint[]) {
  subscribers[breakpoint] = (onChange) => {
    const query = window.matchMedia(QUERIES[breakpoint]);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  };
}

/**
 * Whether the window is at least `sm` wide: for the few places where a phone gets other
 * markup, not just other classes (the shipments list as cards). The staff area renders in the
 * browser only, so the first render already has the right answer; there is no server snapshot
 * to disagree with. Layout that only differs in style stays in Tailwind's `sm:` classes.
 */
export function useWideScreen(breakpoint: Breakpoint = 'sm'): boolean {
  return useSyncExternalStore(
    subscribers[breakpoint],
    () => window.matchMedia(QUERIES[breakpoint]).matches,
  );
}
