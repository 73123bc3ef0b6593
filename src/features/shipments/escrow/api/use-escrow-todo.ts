import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';
import { ESCROW_STATES } from '#common/escrow/states';

import { shipmentKeys } from '../../api/shipment-keys';

/** The groups of the list, in the order staff work through them. */
export const ESCROW_DUES = ['payment', 'payout', 'refund'] as const;
export type EscrowDue = (typeof ESCROW_DUES)[number];

/** A row of escrow_todo(): an escrow shipment waiting for staff. */
const todoSchema = z.object({
  tracking_number: z.string(),
  shippername: z.string(),
  recipientname: z.string(),
  state: z.enum(ESCROW_STATES),
  /** What is due: the buyer's payment to record, the payout to the seller, the refund. */
  due: z.enum(ESCROW_DUES),
  amount: z.number(),
  currency: z.string(),
  escrow_deadline: z.string().nullable(),
  /** When it became due. */
  since: z.string(),
  updated_at: z.string(),
});
export type EscrowTodo = z.infer<typeof todoSchema>;

async function fetchTodo(signal: AbortSignal): Promise<EscrowTodo[]> {
  const { data, error, status } = await supabase.rpc('escrow_todo').abortSignal(signal);
  if (error) throw requestError(error, status);
  return z.array(todoSchema).parse(data);
}

/** "Escrow: de făcut" (escrow_todo()): payments to record, payouts and refunds due. */
export function useEscrowTodo() {
  return useQuery({
    queryKey: shipmentKeys.escrowTodo(),
    queryFn: ({ signal }) => fetchTodo(signal),
  });
}
