/**
 * The history's "E-mailuri" tab against the real local stack, signed in as staff (issue #26):
 * each e-mail with its state in Romanian and why it failed; a failed status e-mail is sent
 * again with the shipment's state now, a failed link cannot be (its key is gone) and says so.
 */
import { createClient } from '@supabase/supabase-js';
import { within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { formatDateTime } from '@/lib/i18n/format';
import { supabase } from '@/lib/supabase';
import { auth } from '@/lib/supabase-auth';
import { ownerSql } from '@/testing/owner-sql';
import { renderApp } from '@/testing/render-app';
import { seededStaff, stack } from '@/testing/stack';
import type { Database } from '#common/database.types';

import { openShipmentEmails } from './open-shipment-emails';

const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** A shipment whose recipient wants status e-mails, with one failed status and one failed link. */
async function shipmentWithFailedEmails(): Promise<string> {
  const id = `EM${Date.now().toString(36)}`.toUpperCase();
  const { error } = await admin.from('shipments').insert({
    id,
    shippername: 'Ion Popescu',
    recipientname: 'Ferme Dubois',
    recipientemail: 'anna@ferme-dubois.fr',
    recipientlanguage: 'fr',
    notifyrecipient: true,
  });
  if (error) throw error;
  const { error: signInError } = await auth.signInWithPassword(seededStaff);
  if (signInError) throw signInError;
  const moved = await supabase.rpc('add_shipment_event', {
    tracking_number: id,
    status: 'În tranzit',
    location: 'Lyon, Franța',
  });
  if (moved.error) throw moved.error;
  const sent = await supabase.rpc('send_tracking_link_email', {
    tracking_number: id,
    party: 'recipient',
  });
  if (sent.error) throw sent.error;
  await ownerSql(
    `update private.email_outbox
        set status = 'failed', attempts = 6, last_error = '550 5.1.1 mailbox unavailable'
      where shipment_id = $1`,
    [id],
  );
  return id;
}

describe('a shipment’s e-mails', () => {
  it('lists them with the reason, sends a failed status e-mail again, and explains a failed link', async () => {
    const id = await shipmentWithFailedEmails();
    await renderApp(`/admin/tracking?q=${id}`);
    const user = userEvent.setup();
    const { history, list } = await openShipmentEmails(user, id);
    const rows = () => within(list).getAllByRole('listitem');
    expect(rows()).toHaveLength(2);
    const [link, status] = rows();
    expect(link).toHaveTextContent(/^Destinatar·Link de urmărire·anna@ferme-dubois\.freșuat/);
    expect(link).toHaveTextContent(
      'Motiv: Adresa de e-mail nu există: serverul destinatarului a refuzat-o.',
    );
    expect(link).toHaveTextContent(/Un link nu se poate retrimite/);
    expect(within(link!).queryByRole('button')).toBeNull();
    expect(status).toHaveTextContent(
      /^Destinatar·Actualizare de status·anna@ferme-dubois\.freșuat/,
    );
    expect(status).toHaveTextContent('încercări: 6');

    await user.click(within(status!).getByRole('button', { name: 'Trimite din nou' }));
    expect(
      await within(history).findByText(
        'E-mailul a fost pus din nou în coada de trimitere, cu statusul actual al expedierii.',
      ),
    ).toBeVisible();
    await within(list)
      .findAllByRole('listitem')
      .then(async () => {
        await expect.poll(() => rows().length).toBe(3);
      });
    expect(rows()[0]).toHaveTextContent(
      /^Destinatar·Actualizare de status·anna@ferme-dubois\.frîn coadă/,
    );
  });

  it('says until when an e-mail is retried while the mail server is away, and when next', async () => {
    const id = await shipmentWithFailedEmails();
    // The status e-mail failed for now (a connection refused), queued again: a day of tries.
    await ownerSql(
      `update private.email_outbox
          set status = 'queued', attempts = 3, last_error = 'smtp: connect ECONNREFUSED',
              created_at = '2026-11-27T08:00:00Z', next_attempt_at = '2026-11-27T08:30:00Z'
        where shipment_id = $1 and kind = 'status'`,
      [id],
    );
    await renderApp(`/admin/tracking?q=${id}`);
    const user = userEvent.setup();
    const { list } = await openShipmentEmails(user, id);
    const [link, status] = within(list).getAllByRole('listitem');
    const ro = (value: string) => formatDateTime(value, 'ro');
    expect(status).toHaveTextContent(
      `Se reîncearcă până la ${ro('2026-11-28T08:00:00Z')} (următoarea încercare: ${ro('2026-11-27T08:30:00Z')}).`,
    );
    // A failed e-mail is not being retried.
    expect(link).not.toHaveTextContent('Se reîncearcă');
  });
});
