import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

/** A staff step of the escrow (issue #53), as its form collected it. */
export type EscrowStep =
  | { kind: 'set'; amount: number }
  | { kind: 'payment'; amount: number; on: string; reference: string }
  | { kind: 'refusal' }
  | { kind: 'payout'; on: string; reference: string }
  | { kind: 'refund'; on: string; reference: string };

export interface EscrowStepRequest {
  trackingNumber: string;
  /** The shipment's version the dialog holds: a step over a newer one is refused (PT409). */
  expectedUpdatedAt: string;
  step: EscrowStep;
}

/** The step's database function and its arguments (supabase/schemas/escrow). */
function call({ trackingNumber, expectedUpdatedAt, step }: EscrowStepRequest) {
  const shipment = { tracking_number: trackingNumber, expected_updated_at: expectedUpdatedAt };
  switch (step.kind) {
    case 'set':
      return supabase.rpc('set_escrow', { ...shipment, amount: step.amount });
    case 'payment':
      return supabase.rpc('record_escrow_payment', {
        ...shipment,
        amount: step.amount,
        received_on: step.on,
        bank_reference: step.reference,
      });
    case 'refusal':
      return supabase.rpc('record_escrow_refusal', shipment);
    case 'payout':
      return supabase.rpc('record_escrow_payout', {
        ...shipment,
        paid_on: step.on,
        reference: step.reference,
      });
    case 'refund':
      return supabase.rpc('record_escrow_refund', {
        ...shipment,
        refunded_on: step.on,
        reference: step.reference,
      });
  }
}

/** Records the step; the shipment's new version (every step moves it, like a save). */
export async function recordEscrowStep(request: EscrowStepRequest): Promise<string> {
  const { data, error, status } = await call(request);
  if (error) throw requestError(error, status);
  return data;
}
