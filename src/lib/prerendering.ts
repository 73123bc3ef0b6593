import { createContext } from 'react';

/**
 * True while src/app/entry-server.tsx prerenders a page at build time, false in the browser:
 * for what must render in full into the static HTML but wait in the browser (the deferred
 * map). Said by the prerender itself, not guessed from globals a test environment also has.
 */
export const PrerenderingContext = createContext(false);
