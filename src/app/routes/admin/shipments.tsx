/** Route module of /admin/tracking (staff only); its loader is shipments-loader.ts. */
export { ShipmentListScreen as Component } from '@/features/shipments/components/shipment-list-screen';
