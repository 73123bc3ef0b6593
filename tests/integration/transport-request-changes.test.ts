/**
 * public.transport_request_changes (issue #37): a request's trail for its staff detail page,
 * newest first; staff only (anon may not call it, a signed-in customer sees no rows).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { anon, customer, staff, visitor } from './clients';
import { forgetRequests, formToken, submit, validRequest } from './transport-requests';

beforeEach(forgetRequests);
afterAll(forgetRequests);

async function sendRequest(): Promise<string> {
  const answer = await submit(visitor(), await formToken(), validRequest());
  if (answer.error) throw new Error(answer.error.message);
  return (answer.data as { reference: string }).reference;
}

describe('transport_request_changes', () => {
  it('gives staff the trail newest first: the arrival, then the opening', async () => {
    const reference = await sendRequest();
    const client = await staff();
    const opened = await client.rpc('open_transport_request', { reference });
    expect(opened.error).toBeNull();

    const { data, error } = await client.rpc('transport_request_changes', { reference });
    expect(error).toBeNull();
    expect(data?.map((change) => change.action)).toEqual(['update', 'insert']);
    const [opening, arrival] = data!;
    expect(Object.keys(opening!.changes as object).sort()).toEqual(['opened_at', 'opened_by']);
    expect(opening!.actor).toMatch(/@/);
    expect((arrival!.changes as Record<string, unknown>).reference).toEqual({
      from: null,
      to: reference,
    });
  });

  it('refuses anon and shows a signed-in customer nothing', async () => {
    const reference = await sendRequest();
    expect(await anon().rpc('transport_request_changes', { reference })).toMatchObject({
      status: 401,
      error: expect.objectContaining({
        code: '42501',
        message: 'permission denied for function transport_request_changes',
      }),
    });
    expect(await (await customer()).rpc('transport_request_changes', { reference })).toMatchObject({
      status: 200,
      error: null,
      data: [],
    });
  });

  it('answers an unknown reference with no rows', async () => {
    const { data, error } = await (
      await staff()
    ).rpc('transport_request_changes', {
      reference: 'A-2000-99999',
    });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
