import { useQuery } from '@tanstack/react-query';

import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { shipmentKeys } from '../../api/shipment-keys';
import { type Escrow, ESCROW_COLUMNS, escrowSchema } from './escrow-schema';

async function fetchEscrow(
  trackingNumber: string,
  createdAt: string,
  signal: AbortSignal,
): Promise<Escrow | null> {
  const { data, error, status } = await supabase
    .from('shipment_escrows')
    .select(ESCROW_COLUMNS)
    .eq('shipment_id', trackingNumber)
    // This shipment's, not an earlier one's with the same number (deleted, reused).
    .eq('shipment_created_at', createdAt)
    .abortSignal(signal)
    .maybeSingle();
  if (error) throw requestError(error, status);
  return escrowSchema.nullable().parse(data);
}

/** The shipment's escrow (null: not an escrow shipment), asked afresh whenever the dialog opens. */
export function useShipmentEscrow(trackingNumber: string, createdAt: string) {
  return useQuery({
    queryKey: shipmentKeys.escrow(trackingNumber, createdAt),
    queryFn: ({ signal }) => fetchEscrow(trackingNumber, createdAt, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
