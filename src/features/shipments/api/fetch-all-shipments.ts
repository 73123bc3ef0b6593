import { z } from 'zod';

import { searchShipments } from './search-shipments';
import type { ShipmentListParams } from './shipment-keys';
import { type Shipment, shipmentSchema } from './shipment-schemas';

/** PostgREST's max_rows: a request never returns more, whatever `range()` asks. */
const CHUNK_SIZE = 1000;

/**
 * Every row of the list as searched, filtered and sorted, all pages: 1000-row chunks in the
 * list's total order until the count of the first answer is reached.
 */
export async function fetchAllShipments(
  params: Omit<ShipmentListParams, 'page'>,
): Promise<Shipment[]> {
  const rows: Shipment[] = [];
  let total = Number.POSITIVE_INFINITY;
  while (rows.length < total) {
    const from = rows.length;
    const { data, error, count } = await searchShipments(params, {
      from,
      to: from + CHUNK_SIZE - 1,
    });
    if (error) throw error;
    const chunk = z.array(shipmentSchema).parse(data);
    // Rows deleted while exporting: the count shrank, stop at what is there.
    if (chunk.length === 0) break;
    rows.push(...chunk);
    total = count ?? rows.length;
  }
  return rows;
}
