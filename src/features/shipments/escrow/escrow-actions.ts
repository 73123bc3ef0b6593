import type { EscrowState } from '#common/escrow/states';

import type { EscrowStep } from './api/record-escrow-step';

export type EscrowAction = EscrowStep['kind'];

/**
 * The staff steps each state allows (supabase/schemas/escrow's transitions); the database
 * refuses any other, so this only spares the staff buttons that cannot work. No escrow yet:
 * make it one. While waiting for the payment the amount may still change.
 */
export function escrowActions(state: EscrowState | null): EscrowAction[] {
  switch (state) {
    case null:
      return ['set'];
    case 'awaiting_payment':
      return ['payment', 'set'];
    case 'payment_received':
      return ['refusal'];
    case 'accepted':
    case 'period_over':
      return ['payout'];
    case 'withdrawn':
    case 'refused_at_delivery':
      return ['refund'];
    case 'inspection':
    case 'closed':
      return [];
  }
}
