/** Route module of /admin/tracking (staff only). */
export { ShipmentsPage as Component } from '@/features/shipments/components/shipments-page';
