import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * What jsdom lacks and Radix (pointer capture when Select, Toast and Dialog follow the pointer,
 * scrolling the chosen item into view) and cmdk (sizing its list) call. No-ops: a browser's
 * answer would not change what these tests check.
 */
const MISSING_ELEMENT_METHODS = {
  hasPointerCapture: () => false,
  setPointerCapture: () => undefined,
  releasePointerCapture: () => undefined,
  scrollIntoView: () => undefined,
};
for (const [name, value] of Object.entries(MISSING_ELEMENT_METHODS)) {
  if (!(name in Element.prototype)) {
    Object.defineProperty(Element.prototype, name, { value, configurable: true });
  }
}
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no layout and no matchMedia: answer as a 1024 px wide window would (jsdom's
// innerWidth), so width queries pick the desktop layout; every other query does not match.
if (typeof window.matchMedia !== 'function') {
  const remToPx = (value: string, unit: string) => Number(value) * (unit === 'rem' ? 16 : 1);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string): MediaQueryList => {
      const wide = /\(width >= ([\d.]+)(px|rem)\)/.exec(media);
      return {
        media,
        matches: wide ? window.innerWidth >= remToPx(wide[1]!, wide[2]!) : false,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
}

// Testing Library only unmounts by itself when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
});
