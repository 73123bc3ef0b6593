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

// Testing Library only unmounts by itself when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
});
