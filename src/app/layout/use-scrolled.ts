import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page has scrolled more than `threshold` px (SPEC §9: 10 px). */
export function useScrolled(threshold = 10): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    // Prerendered HTML is "not scrolled".
    () => false,
  );
}
