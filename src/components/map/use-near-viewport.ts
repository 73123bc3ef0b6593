import { useCallback, useState } from 'react';

/**
 * True once the element is within `rootMargin` of the viewport, so heavy content starts
 * loading just before it scrolls into view. Browsers without IntersectionObserver load at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px') {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return [ref, near] as const;
}
