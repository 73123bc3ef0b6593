import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { auditEntrySchema } from '@/components/audit-trail/audit-entry';
import { supabase } from '@/lib/supabase';

import { shipmentKeys } from './shipment-keys';

/**
 * One record of a shipment's audit trail. `changes`: {field: {from, to}}, or
 * {history: {added: [entry, …]}} for appended route entries; for the party links' actions
 * {link, party, reason?, expires_at?, set?}; for a report from the road {report}; for an escrow
 * step the escrow row's changed fields.
 */
const shipmentChangeSchema = auditEntrySchema([
  'insert',
  'update',
  'delete',
  'restore',
  'link_create',
  'link_revoke',
  'link_expiry',
  // A report from the road (issue #52): changes = {report: the report's row}.
  'report',
  // An escrow step (issue #53): changes = the escrow row's changed fields {field: {from, to}}.
  'escrow',
]);
export type ShipmentChange = z.infer<typeof shipmentChangeSchema>;

async function fetchShipmentChanges(
  trackingNumber: string,
  signal?: AbortSignal,
): Promise<ShipmentChange[]> {
  let request = supabase.rpc('shipment_changes', { tracking_number: trackingNumber });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return z.array(shipmentChangeSchema).parse(data);
}

/** A shipment's audit trail, newest first. */
export function useShipmentChanges(trackingNumber: string) {
  return useQuery({
    queryKey: shipmentKeys.changes(trackingNumber),
    queryFn: ({ signal }) => fetchShipmentChanges(trackingNumber, signal),
  });
}
