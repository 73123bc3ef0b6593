/**
 * Unsubscribe from status e-mails (issue #26, item 6): a token from a claimed status e-mail
 * works once, for anyone who holds it (the customer's browser, their mail client's one-click
 * POST); a forged, malformed or stale one changes nothing. Staff see it in the audit trail.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, service, staff } from './clients';
import {
  contactShipment,
  forgetUnsentEmailsOf,
  outboxOf,
  setEmailSettings,
} from './customer-email';
import { deleteShipment } from './staff-writes';
import { sql, stack } from './support';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});
beforeEach(() => setEmailSettings({ settle_seconds: 0 }));
afterAll(() => setEmailSettings({}));
afterAll(() => forgetUnsentEmailsOf(desk));

/** A status e-mail to the recipient, claimed by the worker: its id and unsubscribe token. */
async function claimedStatusEmail(fields: Record<string, unknown> = {}) {
  const shipment = await contactShipment(desk, fields);
  const moved = await desk.rpc('add_shipment_event', {
    tracking_number: shipment.id,
    status: 'În tranzit',
    location: 'Lyon, Franța',
  });
  expect(moved.error).toBeNull();
  const rows = await outboxOf(shipment.id);
  const { data, error } = await service().rpc('claim_outbox_emails', {});
  if (error) throw new Error(`${error.code} ${error.message}`);
  const claimed = data.filter((row) => rows.some((mine) => mine.id === row.id));
  return { ...shipment, claimed };
}

async function notifyFlags(id: string) {
  const [flags] = await sql<{ notifyshipper: boolean; notifyrecipient: boolean }>(
    'select notifyshipper, notifyrecipient from public.shipments where id = $1',
    [id],
  );
  return flags;
}

async function trailLength(id: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    'select count(*)::int as n from audit.shipment_changes where shipment_id = $1',
    [id],
  );
  return row?.n ?? -1;
}

function unsubscribe(token: string) {
  return anon().rpc('unsubscribe_status_emails', { token });
}

describe('an unsubscribe link', () => {
  it('works once: unsubscribed, then already; recorded as the unsubscribe link', async () => {
    const { id, claimed } = await claimedStatusEmail();
    const token = claimed[0]?.unsubscribe_token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // A change queued meanwhile is not sent any more.
    await setEmailSettings({ settle_seconds: 60 });
    await desk.rpc('add_shipment_event', {
      tracking_number: id,
      status: 'Vămuire',
      location: 'Strasbourg',
    });

    const first = await unsubscribe(token);
    expect(first.error).toBeNull();
    expect(first.data).toBe('unsubscribed');
    expect(await notifyFlags(id)).toEqual({ notifyshipper: false, notifyrecipient: false });
    expect((await outboxOf(id)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);

    const trail = await desk.rpc('shipment_changes', { tracking_number: id });
    expect(trail.data?.[0]).toMatchObject({
      action: 'update',
      actor: 'unsubscribe link',
      actor_id: null,
      changes: { notifyrecipient: { from: true, to: false } },
    });

    const before = await trailLength(id);
    const second = await unsubscribe(token);
    expect(second.error).toBeNull();
    expect(second.data).toBe('already');
    expect(await trailLength(id)).toBe(before);

    // No more status e-mails for that party.
    await desk.rpc('add_shipment_event', {
      tracking_number: id,
      status: 'Livrat',
      location: 'Chartres',
    });
    expect(await outboxOf(id)).toHaveLength(2);
  });

  it('works as plain HTTP with the anon key, as the site page and the one-click function call it', async () => {
    const { id, claimed } = await claimedStatusEmail({ notifyshipper: true });
    const shipperToken = claimed.find((row) => row.party === 'shipper')?.unsubscribe_token ?? '';
    const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/unsubscribe_status_emails`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${stack.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ token: shipperToken }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe('unsubscribed');
    // Only that party.
    expect(await notifyFlags(id)).toEqual({ notifyshipper: false, notifyrecipient: true });
  });

  it('forged, malformed or for a deleted shipment: P0002 unknown_token, nothing changes', async () => {
    const { id, claimed } = await claimedStatusEmail();
    const token = claimed[0]?.unsubscribe_token ?? '';
    const before = await trailLength(id);
    const forged = [
      'A'.repeat(32),
      `${token.slice(0, 31)}${token.endsWith('A') ? 'B' : 'A'}`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
      '',
      `${token} `,
      `${token}x`,
      "' or 1=1 --",
      // Its hash, as stored, is not a token.
      (
        await sql<{ h: string }>(`select encode(sha256(convert_to($1, 'UTF8')), 'hex') as h`, [
          token,
        ])
      )[0]?.h ?? '',
    ];
    for (const attempt of forged) {
      const { data, error } = await unsubscribe(attempt);
      expect(data, attempt).toBeNull();
      expect(error?.code, attempt).toBe('P0002');
      expect(error?.details, attempt).toBe('unknown_token');
    }
    expect(await notifyFlags(id)).toEqual({ notifyshipper: false, notifyrecipient: true });
    expect(await trailLength(id)).toBe(before);

    expect((await deleteShipment(desk, id)).error).toBeNull();
    const gone = await unsubscribe(token);
    expect(gone.error?.code).toBe('P0002');
    expect(gone.error?.details).toBe('unknown_token');
    const [unused] = await sql<{ used: boolean }>(
      `select used_at is not null as used from private.email_unsubscribe_tokens
        where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [token],
    );
    expect(unused).toEqual({ used: false });
  });

  it('cancels only its own party’s queued status e-mails, not the other party’s nor a link', async () => {
    const { id, claimed } = await claimedStatusEmail({ notifyshipper: true });
    const shipperToken = claimed.find((row) => row.party === 'shipper')?.unsubscribe_token ?? '';
    // Queued, not due yet: a status e-mail per party, and a link e-mail to the shipper.
    await setEmailSettings({ settle_seconds: 60 });
    const moved = await desk.rpc('add_shipment_event', {
      tracking_number: id,
      status: 'Vămuire',
      location: 'Strasbourg',
    });
    expect(moved.error).toBeNull();
    const linked = await desk.rpc('send_tracking_link_email', {
      tracking_number: id,
      party: 'shipper',
    });
    expect(linked.error).toBeNull();

    expect((await unsubscribe(shipperToken)).data).toBe('unsubscribed');
    // The claimed (being sent) shipper row is cancelled too; the recipient's stays claimed.
    const states = (await outboxOf(id)).map((row) => [row.kind, row.party, row.status]).sort();
    expect(states).toEqual([
      ['link', 'shipper', 'queued'],
      ['status', 'recipient', 'claimed'],
      ['status', 'recipient', 'queued'],
      ['status', 'shipper', 'cancelled'],
      ['status', 'shipper', 'cancelled'],
    ]);
    expect(await notifyFlags(id)).toEqual({ notifyshipper: false, notifyrecipient: true });
  });

  it('does nothing to a new shipment that reuses a deleted one’s number', async () => {
    const { id, claimed, recipientEmail } = await claimedStatusEmail();
    const token = claimed[0]?.unsubscribe_token ?? '';
    expect((await deleteShipment(desk, id)).error).toBeNull();
    // The number is free again: staff create another shipment under it, recipient notified.
    const again = await desk.rpc('create_shipment', {
      shipment: {
        id,
        shippername: 'Alt expeditor',
        recipientname: 'Alt destinatar',
        recipientemail: recipientEmail,
        notifyrecipient: true,
      },
    });
    expect(again.error).toBeNull();
    await setEmailSettings({ settle_seconds: 60 });
    expect(
      (
        await desk.rpc('add_shipment_event', {
          tracking_number: id,
          status: 'În tranzit',
          location: 'Metz',
        })
      ).error,
    ).toBeNull();
    const before = await trailLength(id);

    const { data, error } = await unsubscribe(token);
    expect(data).toBeNull();
    expect([error?.code, error?.details]).toEqual(['P0002', 'unknown_token']);
    expect(await notifyFlags(id)).toEqual({ notifyshipper: false, notifyrecipient: true });
    expect(await trailLength(id)).toBe(before);
    const [newest] = await sql<{ status: string }>(
      `select o.status from private.email_outbox o join public.shipments s
          on s.id = o.shipment_id and s.created_at = o.shipment_created_at
        where o.shipment_id = $1`,
      [id],
    );
    expect(newest).toEqual({ status: 'queued' });
  });

  it('is not handed out with a link e-mail', async () => {
    const { id } = await contactShipment(desk);
    await desk.rpc('send_tracking_link_email', { tracking_number: id, party: 'recipient' });
    const [row] = await outboxOf(id);
    const { data } = await service().rpc('claim_outbox_emails', {});
    expect(data?.find((claimed) => claimed.id === row?.id)).toMatchObject({
      kind: 'link',
      unsubscribe_token: null,
      unsubscribe_url: null,
    });
  });
});
