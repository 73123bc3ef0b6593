import type { Database } from '#common/database.types';

type Row = Database['public']['CompositeTypes']['driver_shipment'];

/**
 * One row of `driver_shipments()`: only what the road needs, never a price (the database
 * chooses the fields). Its number is always there; the composite type cannot say so.
 */
export type DriverShipment = Omit<Row, 'id'> & { id: string };

/** The rows that name a shipment, typed as such. */
export function readDriverShipments(rows: Row[]): DriverShipment[] {
  return rows.flatMap((row) => (row.id === null ? [] : [{ ...row, id: row.id }]));
}
