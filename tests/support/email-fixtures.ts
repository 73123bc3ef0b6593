/**
 * What the e-mail tests of transport requests and offers share: a request as the database
 * stores it, a text that tries everything, and an outbox row written out as nodemailer sends it.
 */
import nodemailer from 'nodemailer';

import { smtpMessage } from '../../supabase/functions/email-outbox/email/mailer.ts';
import {
  type OutboxEmail,
  outgoingEmail,
} from '../../supabase/functions/email-outbox/email/outbox.ts';
import type { NoticeRequest } from '../../supabase/functions/email-outbox/email/render.ts';

export const EMAIL_SITE = 'https://www.example.com';
export const EMAIL_REFERENCE = 'A-2026-00042';

/** A request as submit_transport_request stores it (the contract's keys, normalised). */
export const REQUEST: NoticeRequest = {
  name: 'Jan Kowalski',
  company: 'Agro Sp. z o.o.',
  email: 'jan@example.pl',
  phone: '+48 600 100 200',
  language: 'pl',
  kind: 'tractor',
  goods: 'John Deere 6R 250',
  quantity: 2,
  drivable: true,
  running_gear: 'wheels',
  with_attachments: true,
  container_size: null,
  container_loaded: null,
  length_m: 6.5,
  width_m: 3.2,
  height_m: 3.1,
  weight_kg: 12500,
  value_eur: 180000,
  listing_url: 'https://www.mascus.de/listing/123',
  pickup: { address: 'Hauptstraße 5', postcode: '50667', town: 'Köln', country: 'DE' },
  delivery: { address: null, postcode: null, town: 'Lyon', country: 'FR' },
  earliest_pickup: '2026-12-03',
  latest_delivery: '2026-12-20',
  pickup_loading: 'crane',
  delivery_loading: 'drives_on',
  escrow: true,
  message: 'Bitte mit Plane.\nDanke!',
};

/** CRLF with headers after it, markup, a right-to-left override, 10,000 more characters. */
export const HOSTILE =
  'Traktor\r\nBcc: thief@evil.example\r\nSubject: You won\n\r\n<script>alert(1)</script>\u202Egnp.exe' +
  'x'.repeat(10_000);

/** The message as nodemailer writes it to the wire. */
export async function wire(outbox: OutboxEmail): Promise<{ head: string; body: string }> {
  const email = await outgoingEmail(outbox, {
    from: 'Musterfirma <info@example.com>',
    supabaseUrl: 'http://127.0.0.1:54321',
  });
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: '\r\n',
  });
  const info = await transport.sendMail(smtpMessage(email));
  const raw = (info.message as Buffer).toString('utf8');
  const end = raw.indexOf('\r\n\r\n');
  return { head: raw.slice(0, end), body: raw.slice(end) };
}

export const headerNames = (head: string) =>
  head
    .split('\r\n')
    .filter((line) => !/^[ \t]/.test(line))
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
    .sort();
