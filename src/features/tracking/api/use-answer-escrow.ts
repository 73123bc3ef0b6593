import { useCallback, useRef, useState } from 'react';

import { answerEscrow, type EscrowDecision } from './answer-escrow';
import { type Escrow, readEscrow } from './escrow';
import { type EscrowRefusal, escrowRefusal, SHOWS_NEW_STATE } from './escrow-refusal';
import { trackShipment } from './track-shipment';

export type EscrowAnswerState =
  | { status: 'idle' }
  | { status: 'sending'; decision: EscrowDecision }
  | { status: 'answered'; escrow: Escrow }
  | { status: 'refused'; refusal: EscrowRefusal; escrow: Escrow | null };

/**
 * The buyer's answer. It works once: a second call while one is under way or after it arrived
 * does nothing. The answer's escrow replaces the one the page was read with; after a refusal
 * that means the escrow moved on (period over, answered elsewhere), the lookup is read again
 * so the panel shows what now holds. The typed reason lives in the form, so nothing is lost.
 */
export function useAnswerEscrow(trackingNumber: string, partyKey: string) {
  const [state, setState] = useState<EscrowAnswerState>({ status: 'idle' });
  const busy = useRef(false);
  const answer = useCallback(
    async (decision: EscrowDecision, reason: string | null) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'sending', decision });
      try {
        const escrow = await answerEscrow(trackingNumber, partyKey, decision, reason);
        setState({ status: 'answered', escrow });
        // Answered: it stays busy, so it cannot be sent twice.
      } catch (error) {
        const refusal = escrowRefusal(error);
        const escrow = SHOWS_NEW_STATE.includes(refusal)
          ? await trackShipment(trackingNumber, partyKey).then(
              (shipment) => readEscrow(shipment.escrow),
              () => null,
            )
          : null;
        setState({ status: 'refused', refusal, escrow });
        busy.current = false;
      }
    },
    [trackingNumber, partyKey],
  );
  return { state, answer };
}
