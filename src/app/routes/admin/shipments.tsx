/** Route module of /admin/tracking (staff only); its loader is shipments-loader.ts. */
export { TrackingPage as Component } from '@/features/shipments/components/tracking-page';
