/**
 * renderEmail (supabase/functions/email-outbox/email): both kinds in all seven languages, and what
 * hostile text staff could type does to them: nothing. The headers are checked on the message
 * nodemailer actually writes, the same mailer the worker uses.
 */
import { describe, expect, it } from 'vitest';

import { COMPANY } from '#common/company-facts';

import { linkPagePath, pathFor } from '../../src/lib/routes/route-manifest';
import type { OutboxEmail } from '../../supabase/functions/email-outbox/email/outbox.ts';
import {
  type LinkEmail,
  renderEmail,
  type StatusEmail,
} from '../../supabase/functions/email-outbox/email/render.ts';
import { EMAIL_LANGUAGES } from '../../supabase/functions/email-outbox/email/strings.ts';
import { headerNames, wire as writtenOut } from '../support/email-fixtures';

const SITE = 'https://www.example.com';

const link = (language: LinkEmail['language']): LinkEmail => ({
  kind: 'link',
  language,
  siteUrl: SITE,
  trackingNumber: 'TR-1001',
  key: 'k3y-Secret_01',
});

const status = (
  language: StatusEmail['language'],
  change: Partial<StatusEmail> = {},
): StatusEmail => ({
  kind: 'status',
  language,
  siteUrl: `${SITE}/`,
  trackingNumber: 'TR-1001',
  status: 'În tranzit',
  location: 'Lyon',
  at: '2026-11-25T15:30:00Z',
  expectedFrom: '2026-12-01',
  expectedTo: '2026-12-03',
  event: null,
  unsubscribeUrl: `${SITE}${linkPagePath('unsubscribe', language, '?token=tok')}`,
  ...change,
});

const IN_TRANSIT = {
  de: 'Unterwegs',
  en: 'In transit',
  fr: 'En transit',
  it: 'In transito',
  es: 'En tránsito',
  nl: 'Onderweg',
  pl: 'W drodze',
};

describe('renderEmail', () => {
  it.each(EMAIL_LANGUAGES)(
    '%s status e-mail: translated status, place, time, window, links, company',
    async (lang) => {
      const email = await renderEmail(status(lang));
      // The site's own paths (route manifest), not a copy of its slugs.
      const numberOnly = `${SITE}${pathFor('tracking', lang, '?id=TR-1001')}`;
      expect(email.subject).toContain('TR-1001');
      expect(email.subject).toContain(IN_TRANSIT[lang]);
      for (const body of [email.html, email.text]) {
        expect(body).toContain(IN_TRANSIT[lang]);
        expect(body).toContain('Lyon');
        expect(body).toContain(numberOnly);
        expect(body).toContain(`${SITE}${linkPagePath('unsubscribe', lang, '?token=tok')}`);
        expect(body).toContain(COMPANY.name);
        expect(body).toContain(COMPANY.phone.display);
        expect(body).toContain(COMPANY.email);
        expect(body).not.toContain('k3y');
        expect(body).not.toMatch(/\{\{|\}\}/);
      }
      expect(email.html).toContain(`lang="${lang}"`);
      expect(email.html).toContain('name="color-scheme" content="light dark"');
      expect(email.html).toContain('prefers-color-scheme: dark');
      expect(email.html).toContain('max-width:600px');
    },
  );

  // What the reviewers asked for: the zone named (never "UTC+1"), Polish with "godz.", the
  // window as the tracking page writes it, the neutral place and the "issues" line in the
  // reader's words (locales/<lang>/tracking.json).
  const AT_NEUTRAL_PLACE_WITH_ISSUES = {
    de: [
      'Ort: Lager',
      '3. Dezember 2026 um 14:05 MEZ',
      '5.–7. Dezember 2026',
      'Bei dieser Sendung gibt es ein Problem.',
    ],
    en: [
      'Location: Depot',
      '3 December 2026 at 14:05 CET',
      '5\u2009–\u20097 December 2026',
      'There is a problem with this shipment.',
    ],
    fr: [
      'Lieu\u00a0: Dépôt',
      '3 décembre 2026 à 14 h 05 (heure d’Europe centrale)',
      '5–7 décembre 2026',
      'Un problème est survenu avec cet envoi.',
    ],
    it: [
      'Luogo: Magazzino',
      '3 dicembre 2026 alle ore 14:05 CET',
      '5–7 dicembre 2026',
      'Si è verificato un problema con questa spedizione.',
    ],
    es: [
      'Lugar: Almacén',
      '3 de diciembre de 2026 a las 14:05 CET',
      '5–7 de diciembre de 2026',
      'Hay un problema con este envío.',
    ],
    nl: [
      'Plaats: Depot',
      '3 december 2026 om 14:05 CET',
      '5–7 december 2026',
      'Er is een probleem met deze zending.',
    ],
    pl: [
      'Miejsce: Magazyn',
      '3 grudnia 2026, godz. 14:05 CET',
      '5–7 grudnia 2026',
      'Wystąpił problem z tą przesyłką.',
    ],
  } as const;

  it.each(EMAIL_LANGUAGES)(
    '%s: the neutral place, the time with its zone, the window and the problem line as the page writes them',
    async (lang) => {
      const email = await renderEmail(
        status(lang, {
          status: 'Probleme',
          location: 'Depozit',
          at: '2026-12-03T13:05:00Z',
          expectedFrom: '2026-12-05',
          expectedTo: '2026-12-07',
        }),
      );
      for (const body of [email.text, email.html]) {
        for (const words of AT_NEUTRAL_PLACE_WITH_ISSUES[lang].slice(1))
          expect(body).toContain(words);
        expect(body).not.toContain('Depozit');
        expect(body).not.toMatch(/UTC|GMT/);
      }
      expect(email.text).toContain(`${AT_NEUTRAL_PLACE_WITH_ISSUES[lang][0]}\n`);
    },
  );

  it('writes one day of delivery alone, and leaves out what is not known', async () => {
    const de = await renderEmail(status('de', { expectedTo: null }));
    expect(de.text).toContain('Voraussichtliche Zustellung: 1. Dezember 2026\n');
    const none = await renderEmail(
      status('en', { expectedFrom: null, expectedTo: null, location: null }),
    );
    expect(none.text).not.toContain('Expected delivery');
    expect(none.text).not.toContain('Location');
    expect(none.text).not.toContain('There is a problem');
  });

  it('says there is an update, not that the status changed (a new place may keep it)', async () => {
    expect((await renderEmail(status('en'))).text).toContain(
      'There is an update on your shipment TR-1001.',
    );
    expect((await renderEmail(status('de'))).text).toContain(
      'es gibt Neuigkeiten zu Ihrer Sendung TR-1001.',
    );
  });

  it('says a driver collected or delivered the shipment, and where the proof is (issue #52)', async () => {
    const collected = await renderEmail(status('en', { event: 'collected' }));
    expect(collected.subject).toBe('Shipment TR-1001 has been collected');
    expect(collected.text).toContain(
      'Your shipment TR-1001 has been collected. Our driver recorded its condition at loading.',
    );
    expect(collected.text).toContain(
      'Your personal link for this shipment shows the photos, names and signatures our driver recorded.',
    );
    const delivered = await renderEmail(status('de', { status: 'Livrat', event: 'delivered' }));
    expect(delivered.subject).toBe('Sendung TR-1001 wurde zugestellt');
    expect(delivered.text).toContain('Ihre Sendung TR-1001 wurde zugestellt.');
    // Without a report, the plain update.
    expect((await renderEmail(status('en'))).subject).toBe('Shipment TR-1001: In transit');
  });

  it.each(EMAIL_LANGUAGES)('%s: the collected and delivered e-mails differ', async (lang) => {
    const collected = await renderEmail(status(lang, { event: 'collected' }));
    const delivered = await renderEmail(status(lang, { status: 'Livrat', event: 'delivered' }));
    const plain = await renderEmail(status(lang));
    expect(new Set([collected.subject, delivered.subject, plain.subject]).size).toBe(3);
    expect(collected.subject).toContain('TR-1001');
    expect(delivered.subject).toContain('TR-1001');
  });

  it('shows free-text statuses as written, known ones whatever their case', async () => {
    expect((await renderEmail(status('en', { status: 'Vamă Constanța' }))).subject).toBe(
      'Shipment TR-1001: Vamă Constanța',
    );
    expect((await renderEmail(status('it', { status: ' LIVRAT ' }))).subject).toBe(
      'Spedizione TR-1001: Consegnata',
    );
  });

  it.each(EMAIL_LANGUAGES)(
    '%s link e-mail: the personal link with its key, not to forward',
    async (lang) => {
      const email = await renderEmail(link(lang));
      const url = `${SITE}${pathFor('tracking', lang, '?id=TR-1001&k=k3y-Secret_01')}`;
      expect(email.text).toContain(url);
      expect(email.html).toContain(url.replace('&', '&amp;'));
      expect(email.html).not.toContain('unsubscribe');
    },
  );

  it('the English link e-mail says the link is personal', async () => {
    const email = await renderEmail(link('en'));
    expect(email.subject).toBe('Your personal link for shipment TR-1001');
    expect(email.text).toContain('This link is personal. Please do not forward it');
  });
});

const HOSTILE =
  'Lyon\r\nBcc: thief@evil.example\r\nSubject: You won\n\r\n<script>alert(1)</script>' +
  'x'.repeat(10_000);

const row = (payload: Record<string, unknown>): OutboxEmail => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'status',
  party: 'recipient',
  language: 'fr',
  to_address: 'client@example.com',
  message_id: '<00000000-0000-4000-8000-000000000001@transport-site.invalid>',
  payload: {
    tracking_number: 'TR-1001',
    status: HOSTILE,
    location: HOSTILE,
    at: '2026-11-25T15:30:00Z',
    expected_from: null,
    expected_to: null,
    ...payload,
  },
  unsubscribe_token: 'tok',
  unsubscribe_url: `${SITE}${linkPagePath('unsubscribe', 'fr', '?token=tok')}`,
  site_url: SITE,
  attempts: 0,
  claim_token: '00000000-0000-4000-9000-000000000001',
});

/** The status e-mail with `payload` changed, as nodemailer writes it to the wire. */
const wire = (payload: Record<string, unknown> = {}) => writtenOut(row(payload));

describe('hostile input', () => {
  it('never adds or changes a header: CRLF, header-looking text, 10,000 characters', async () => {
    const { head } = await wire({ tracking_number: 'TR-1\r\nBcc: a@evil.example' });
    expect(headerNames(head)).toEqual(
      [
        'content-type',
        'from',
        'list-unsubscribe',
        'list-unsubscribe-post',
        'message-id',
        'mime-version',
        'subject',
        'to',
        'date',
      ].sort(),
    );
    expect(head).toContain(
      'Message-ID: <00000000-0000-4000-8000-000000000001@transport-site.invalid>',
    );
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(head).toMatch(/^To: client@example\.com$/m);
    expect(head).not.toMatch(/^(bcc|subject: you won)/im);
  });

  it('keeps the subject one line of at most 120 characters', async () => {
    const email = await renderEmail(status('en', { status: HOSTILE }));
    expect(email.subject).not.toMatch(/[\r\n\t]/);
    expect(Array.from(email.subject).length).toBeLessThanOrEqual(120);
    expect(
      email.subject.startsWith('Shipment TR-1001: Lyon Bcc: thief@evil.example Subject: You won'),
    ).toBe(true);
  });

  it('escapes markup in the HTML and keeps the text version from gaining lines', async () => {
    const email = await renderEmail(status('en', { status: HOSTILE, location: HOSTILE }));
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.text).not.toMatch(/^(Bcc|Subject):/m);
    expect(email.html.length).toBeLessThan(40_000);
  });
});
