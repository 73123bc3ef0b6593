import type { Escrow } from '../../api/escrow';

/**
 * The key of the sentence that says where the escrow stands: its state, except that a closed
 * escrow says which way the money went.
 */
export function statusKey(escrow: Escrow) {
  if (escrow.state !== 'closed') return escrow.state;
  return escrow.steps.refunded_on ? 'refunded' : 'paid_out';
}
