/**
 * public.transport_requests_matching (issue #37): the staff list's search over the requests,
 * case and accents ignored, every character literal, read through its trigram index; staff only.
 */
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { withClient } from '../../dev-support/pg-client';
import {
  actAsSignedInUser,
  explainAnalyze,
  rolledBack,
  walkPlan,
} from '../../test-support/query-plans';
import { anon, customer, staff, visitor } from './clients';
import { stack } from './support';
import { forgetRequests, formToken, submit, validRequest } from './transport-requests';

let staffUserId: string;

beforeAll(async () => {
  const { data, error } = await (await staff()).auth.getUser();
  if (error) throw error;
  staffUserId = data.user.id;
});
beforeEach(forgetRequests);
afterAll(forgetRequests);

/** A word no other request has, in letters only (digits would match references). */
const word = () =>
  `q${randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

async function sendRequest(overrides: Record<string, unknown>): Promise<string> {
  const answer = await submit(visitor(), await formToken(), validRequest(overrides));
  if (answer.error) throw new Error(answer.error.message);
  return (answer.data as { reference: string }).reference;
}

async function found(search: string): Promise<string[]> {
  const { data, error } = await (
    await staff()
  )
    .rpc('transport_requests_matching', { search })
    .select('reference')
    .order('reference');
  expect(error).toBeNull();
  return data === null ? ['(failed)'] : data.map((row) => row.reference);
}

describe('transport_requests_matching', () => {
  it('finds a request by any part of its reference, customer, e-mail or places, case and accents ignored', async () => {
    const token = word();
    const reference = await sendRequest({
      name: `Jürgen Müller ${token}`,
      company: 'Agrar Süd GmbH',
      pickup: { address: null, postcode: '31-000', town: 'Kraków', country: 'PL' },
    });
    const other = await sendRequest({ name: `Anna ${token}x` });
    expect(await found(token)).toEqual([reference, other].sort());
    expect(await found(`MULLER ${token.toUpperCase()}`)).toEqual([reference]);
    expect(await found(reference.slice(2))).toEqual([reference]);
    expect(await found(`${token}x`)).toEqual([other]);
    const both = await found('krakow');
    expect(both).toContain(reference);
    expect(both).not.toContain(other);
  });

  it('takes every character literally: % _ \\ and filter syntax find only themselves', async () => {
    const token = word();
    const reference = await sendRequest({ name: `${token} 50%_off (a,b) \\ "q"` });
    await sendRequest({ name: `${token} 500 offset` });
    expect(await found(`${token} 50%`)).toEqual([reference]);
    expect(await found(`${token} 50%_`)).toEqual([reference]);
    expect(await found(`${token} 5_`)).toEqual([]);
    expect(await found('(a,b) \\ "q"')).toEqual([reference]);
    expect(await found(`${token}*`)).toEqual([]);
    expect(await found('or=(id.neq.0)')).toEqual([]);
  });

  it('finds nothing for a blank search (the list asks the table then)', async () => {
    await sendRequest({ name: `Blank ${word()}` });
    expect(await found('')).toEqual([]);
    expect(await found(' \t ')).toEqual([]);
  });

  it('refuses anon and shows a signed-in customer nothing', async () => {
    const token = word();
    await sendRequest({ name: `Private ${token}` });
    expect(await anon().rpc('transport_requests_matching', { search: token })).toMatchObject({
      status: 401,
      error: expect.objectContaining({
        code: '42501',
        message: 'permission denied for function transport_requests_matching',
      }),
    });
    expect(
      await (await customer()).rpc('transport_requests_matching', { search: token }),
    ).toMatchObject({ status: 200, error: null, data: [] });
  });

  it('finds the ids through the trigram index and reads only their rows, at 5,000 requests', async () => {
    const plans = await withClient(stack.superuserDbUrl, (db) =>
      rolledBack(db, async () => {
        await db.query(`
          set local session_replication_role = replica;
          insert into public.transport_requests (reference, language, name, email, kind, goods,
            pickup_town, pickup_country, delivery_town, delivery_country, earliest_pickup,
            client, network)
          select 'A-2098-' || lpad(g::text, 6, '0'), 'de', 'Plan ' || g, 'plan' || g || '@example.com',
                 'tractor', 'Fendt', 'Passau', 'DE', 'Chartres', 'FR', current_date, 'plan', 'plan'
            from generate_series(1, 5000) as g;
          set local session_replication_role = origin;
          analyze public.transport_requests;`);
        // The lookup's statement (private.matching_transport_request_ids) as it runs there.
        const lookup = await explainAnalyze(
          db,
          `select r.id from public.transport_requests r
            where private.transport_request_search_key(r.reference, r.name, r.company, r.email,
                    r.pickup_town, r.pickup_postcode, r.delivery_town, r.delivery_postcode)
                  like private.search_pattern($1)`,
          ['a-2098-001234'],
        );
        await actAsSignedInUser(db, staffUserId);
        const page = await explainAnalyze(
          db,
          `select reference from public.transport_requests_matching($1)
            order by created_at desc, reference desc limit 25`,
          ['a-2098-001234'],
        );
        return { lookup, page };
      }),
    );
    const summary = ({ plan }: { plan: Parameters<typeof walkPlan>[0] }) => {
      const nodes = [...walkPlan(plan)];
      return {
        indexes: nodes.flatMap((node) => (node.indexName ? [node.indexName] : [])),
        seqScans: nodes.filter((node) => node.nodeType === 'Seq Scan').length,
        rowsRead: nodes
          .filter((node) => node.relationName === 'transport_requests')
          .reduce((sum, node) => sum + (node.actualRows ?? 0), 0),
      };
    };
    expect(summary(plans.lookup), plans.lookup.chain).toEqual({
      indexes: ['transport_requests_search_key_idx'],
      seqScans: 0,
      rowsRead: 1,
    });
    expect(summary(plans.page), plans.page.chain).toEqual({
      indexes: ['transport_requests_pkey'],
      seqScans: 0,
      rowsRead: 1,
    });
  });
});
