import { useCallback, useState } from 'react';

import type { RequestPayload } from '#common/requests/request-payload';

import { TOKEN_MIN_AGE_MS } from './form-token-age';
import { type SubmitRefusal, submitRefusal } from './submit-refusal';
import { type SentRequest, submitTransportRequest } from './transport-request-rpc';
import { type FormToken, useFormToken } from './use-form-token';

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | ({ status: 'sent' } & SentRequest)
  | { status: 'refused'; refusal: SubmitRefusal };

function untilOldEnough(token: FormToken): Promise<void> {
  const wait = token.receivedAt + TOKEN_MIN_AGE_MS - Date.now();
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
}

/**
 * Sending a request: the token of the page, one automatic retry when it was sent too fast
 * (once the token is old enough), a fresh token when the database says it expired or was
 * used (the visitor sends again; nothing typed is lost), every other refusal as a value.
 */
export function useSendRequest() {
  const tokens = useFormToken();
  const [state, setState] = useState<SendState>({ status: 'idle' });

  const send = useCallback(
    async (request: RequestPayload): Promise<SendState> => {
      setState({ status: 'sending' });
      let outcome: SendState;
      const attempt = async (token: FormToken): Promise<SendState> => {
        try {
          return { status: 'sent', ...(await submitTransportRequest(token.value, request)) };
        } catch (error) {
          return { status: 'refused', refusal: submitRefusal(error) };
        }
      };
      const token = await tokens.current();
      if (!token) {
        outcome = { status: 'refused', refusal: { kind: 'down' } };
      } else {
        outcome = await attempt(token);
        if (outcome.status === 'refused' && outcome.refusal.kind === 'tooFast') {
          await untilOldEnough(token);
          outcome = await attempt(token);
        }
        if (outcome.status === 'refused' && outcome.refusal.kind === 'token') {
          // Not "down": the renewed token is fine, the visitor only has to send again.
          await tokens.renew();
        }
      }
      setState(outcome);
      return outcome;
    },
    [tokens],
  );

  return { state, send, reset: () => setState({ status: 'idle' }) };
}
