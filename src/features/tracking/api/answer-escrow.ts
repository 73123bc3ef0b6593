import { loadPublicFetch } from '@/lib/public-api/load-public-fetch';

import { type Escrow, readEscrow } from './escrow';

export type EscrowDecision = 'accept' | 'withdraw';

/**
 * The buyer's answer through their party link (answer_escrow, issue #53): the public RPC as
 * the lookup calls it. Answers the escrow as it now is; throws the PostgrestRequestError of a
 * refusal, the fetch's own error, or a TypeError for an answer the panel cannot read.
 */
export async function answerEscrow(
  trackingNumber: string,
  partyKey: string,
  decision: EscrowDecision,
  reason: string | null,
): Promise<Escrow> {
  const { rpcValue } = await loadPublicFetch();
  const escrow = readEscrow(
    await rpcValue('answer_escrow', {
      tracking_number: trackingNumber,
      party_key: partyKey,
      decision,
      reason: reason ?? undefined,
    }),
  );
  if (!escrow) throw new TypeError('answer_escrow: the answer is not an escrow');
  return escrow;
}
