/**
 * The "E-mailuri" tab against the real local stack (issue #33, R1): each failure the outbox
 * stores (a 5xx and a 4xx from the mail server, a server that never answered, a send the worker
 * lost, an unsubscribe) reads as a Romanian reason with what to do next; the server's own
 * English answer only behind "Detalii".
 */
import { createClient } from '@supabase/supabase-js';
import { within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { auth } from '@/lib/supabase-auth';
import { ownerSql } from '@/testing/owner-sql';
import { renderApp } from '@/testing/render-app';
import { seededStaff, stack } from '@/testing/stack';
import type { Database } from '#common/database.types';

import { openShipmentEmails } from './open-shipment-emails';

const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

const ADDRESS = 'anna@ferme-dubois.fr';

/** Newest first, as the tab lists them: status, last_error, what staff must read. */
const OUTBOX = [
  {
    status: 'cancelled',
    error: null,
    reads:
      'Motiv: Nu s-a trimis: clientul s-a dezabonat de la actualizările de status. Dacă clientul vrea din nou aceste e-mailuri, bifează opțiunea în formularul expedierii.',
  },
  {
    status: 'failed',
    error: `smtp: Can't send mail - all recipients were rejected: 550 5.1.1 <${ADDRESS}>: Recipient address rejected: User unknown`,
    reads:
      'Motiv: Adresa de e-mail nu există: serverul destinatarului a refuzat-o. Verifică adresa cu clientul și corecteaz-o în formularul expedierii, apoi trimite din nou.',
  },
  {
    status: 'failed',
    error: 'smtp: 451 4.7.1 Greylisted, please try again later',
    reads:
      'Motiv: Serverul de e-mail a amânat mesajul (eroare temporară). Trimite din nou mai târziu.',
  },
  {
    status: 'failed',
    error: 'smtp: connect ECONNREFUSED 192.0.2.1:465',
    reads:
      'Motiv: Serverul de e-mail nu a putut fi contactat. Trimite din nou mai târziu; dacă se repetă, anunță administratorul site-ului.',
  },
  {
    status: 'failed',
    error:
      'interrupted: the worker stopped while handing it to the mail server; it may have arrived',
    reads:
      'Motiv: Trimiterea s-a întrerupt; e-mailul poate să fi ajuns totuși. Întreabă clientul dacă l-a primit înainte să-l trimiți din nou.',
  },
  {
    // Still being retried: the reason, and no next step yet.
    status: 'queued',
    error: 'smtp: Connection timeout',
    reads: 'Motiv: Serverul de e-mail nu a putut fi contactat.',
  },
] as const;

async function shipmentWithOutbox(): Promise<string> {
  const id = `EF${Date.now().toString(36)}`.toUpperCase();
  const { error } = await admin.from('shipments').insert({
    id,
    shippername: 'Ion Popescu',
    recipientname: 'Ferme Dubois',
    recipientemail: ADDRESS,
    recipientlanguage: 'fr',
  });
  if (error) throw error;
  // One row each, a minute apart, the first of OUTBOX the newest; never due for the worker.
  for (const [index, row] of OUTBOX.entries()) {
    await ownerSql(
      `insert into private.email_outbox (shipment_id, shipment_created_at, party, kind, language,
              to_address, payload, status, attempts, last_error, next_attempt_at, created_at,
              created_by)
       select s.id, s.created_at, 'recipient', 'status', 'fr', $2, '{}'::jsonb, $3, 6, $4,
              now() + interval '1 day', now() - make_interval(mins => $5), 'test'
         from public.shipments s where s.id = $1`,
      [id, ADDRESS, row.status, row.error, index],
    );
  }
  const { error: signInError } = await auth.signInWithPassword(seededStaff);
  if (signInError) throw signInError;
  return id;
}

describe('why an e-mail did not go out', () => {
  it('reads each stored failure as a Romanian reason and next step, the raw answer behind "Detalii"', async () => {
    const id = await shipmentWithOutbox();
    await renderApp(`/admin/tracking?q=${id}`);
    const user = userEvent.setup();
    const { list } = await openShipmentEmails(user, id);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(OUTBOX.length);

    for (const [index, expected] of OUTBOX.entries()) {
      const row = rows[index]!;
      const reason = within(row).getByText(/^Motiv: /);
      expect(reason).toHaveTextContent(expected.reads, { normalizeWhitespace: true });
      expect(reason.textContent).toBe(expected.reads);
      if (expected.error === null) {
        expect(within(row).queryByText('Detalii')).toBeNull();
        continue;
      }
      const raw = within(row).getByText(expected.error);
      expect(raw).not.toBeVisible();
      await user.click(within(row).getByText('Detalii'));
      expect(raw).toBeVisible();
    }
  });
});
