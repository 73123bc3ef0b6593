import { DRIVER_PATHS, DRIVER_WORKER_PATH } from '@/lib/routes/route-manifest';

/**
 * Installs the drivers' app's service worker (scripts/driver-service-worker.ts), scoped to
 * the app's own URLs. Only built sites have it: the dev server serves the source.
 */
export function registerDriverWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .register(DRIVER_WORKER_PATH, { scope: DRIVER_PATHS.today })
    .catch((error: unknown) => console.warn('Driver service worker not installed', error));
}
