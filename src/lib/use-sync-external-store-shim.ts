/**
 * What `use-sync-external-store/shim` is on React 19 (vite.config.ts aliases it here):
 * react-i18next imports that shim for React 16/17, and the shim hands back React's own hook on
 * React 18+ after its CommonJS wrapper and polyfill reached every public page (~0.2 KB gzip).
 */
export { useSyncExternalStore } from 'react';
