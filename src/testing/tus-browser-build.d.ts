/** tus-js-client's browser build, which the stack tests load in jsdom as a browser would. */
declare module 'tus-js-client/lib.esm/browser/index.js' {
  export * from 'tus-js-client';
}
