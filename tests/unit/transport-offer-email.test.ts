/**
 * The e-mails of an offer (issue #37, supabase/functions/email-outbox/email/offer-content.ts): the
 * offer in each of the seven languages with the price exactly as staff wrote it, the validity
 * the reader's way, the note line by line and the accept link on the request page; the line
 * that a newer offer replaces the earlier one; and the Romanian notice to staff when the
 * customer accepts or declines. Rendered from outbox rows shaped as the database writes them.
 */
import { describe, expect, it } from 'vitest';

import { adminPath } from '#common/routes/admin-path';

import { pathFor } from '../../src/lib/routes/route-manifest';
import {
  messageFromOutbox,
  type OutboxEmail,
} from '../../supabase/functions/email-outbox/email/outbox.ts';
import { renderEmail } from '../../supabase/functions/email-outbox/email/render.ts';
import {
  EMAIL_LANGUAGES,
  type EmailLanguage,
} from '../../supabase/functions/email-outbox/email/strings.ts';
import {
  EMAIL_REFERENCE as REFERENCE,
  EMAIL_SITE as SITE,
  headerNames,
  HOSTILE,
  REQUEST,
  wire,
} from '../support/email-fixtures';

const KEY = 'k3yK3yk3yK3yk3yK3yk3yK3yk3yK3yk3';
const OFFER = {
  price: '4.850 EUR netto zzgl. MwSt.',
  valid_until: '2026-12-14',
  note: null,
  number: 1,
};

type Kind = 'offer' | 'offer_accepted' | 'offer_declined';

/** An outbox row as send_transport_offer / accept / decline queue it. */
function row(
  kind: Kind,
  {
    language = 'de',
    offer = {},
    extra = {},
    request = {},
  }: {
    language?: string;
    offer?: Record<string, unknown>;
    extra?: Record<string, unknown>;
    request?: Record<string, unknown>;
  } = {},
): OutboxEmail {
  return {
    id: '00000000-0000-4000-8000-000000000003',
    kind,
    party: kind === 'offer' ? 'customer' : 'staff',
    language: kind === 'offer' ? language : 'ro',
    to_address: 'jan@example.pl',
    message_id: '<00000000-0000-4000-8000-000000000003@transport-site.invalid>',
    payload: {
      reference: REFERENCE,
      ...(kind === 'offer' ? { key: KEY } : {}),
      offer: { ...OFFER, ...offer },
      request: { ...REQUEST, language: kind === 'offer' ? language : 'pl', ...request },
      ...extra,
    },
    unsubscribe_token: null,
    unsubscribe_url: null,
    site_url: `${SITE}/`,
    attempts: 0,
    claim_token: '00000000-0000-4000-9000-000000000003',
  };
}

const render = (outbox: OutboxEmail) => renderEmail(messageFromOutbox(outbox));

/** Per language: the subject, the validity line, the button's label and its sentence "next". */
const WRITTEN: Record<
  EmailLanguage,
  { subject: string; valid: string; button: string; next: RegExp }
> = {
  de: {
    subject: 'Unser Angebot zu Ihrer Anfrage A-2026-00042',
    valid: 'Gültig bis: 14. Dezember 2026',
    button: 'Angebot annehmen',
    next: /Wenn Sie das Angebot annehmen, bestätigen wir Ihnen den Abholtermin/,
  },
  en: {
    subject: 'Our offer for your request A-2026-00042',
    valid: 'Valid until: 14 December 2026',
    button: 'Accept offer',
    next: /once you accept the offer, we will confirm the collection date/,
  },
  fr: {
    subject: 'Notre offre pour votre demande A-2026-00042',
    valid: 'Valable jusqu’au\u00a0: 14 décembre 2026',
    button: 'Accepter l’offre',
    next: /dès que vous aurez accepté l’offre, nous vous confirmerons la date d’enlèvement/,
  },
  it: {
    subject: 'La nostra offerta per la Sua richiesta A-2026-00042',
    valid: 'Valida fino al: 14 dicembre 2026',
    button: 'Accetti l’offerta',
    next: /se accetta l’offerta, Le confermeremo la data di ritiro/,
  },
  es: {
    subject: 'Nuestra oferta para su solicitud A-2026-00042',
    valid: 'Válida hasta: 14 de diciembre de 2026',
    button: 'Aceptar la oferta',
    next: /cuando acepte la oferta, le confirmaremos la fecha de recogida/,
  },
  nl: {
    subject: 'Onze offerte voor uw aanvraag A-2026-00042',
    valid: 'Geldig tot: 14 december 2026',
    button: 'Offerte accepteren',
    next: /zodra u de offerte accepteert, bevestigen wij de ophaaldatum/,
  },
  pl: {
    subject: 'Nasza oferta na Państwa zapytanie A-2026-00042',
    valid: 'Ważna do: 14 grudnia 2026',
    button: 'Przyjmij ofertę',
    next: /po przyjęciu oferty potwierdzimy termin odbioru/,
  },
};

/** Per language: the line of a newer offer (offer.number > 1), exactly. */
const REPLACES: Record<EmailLanguage, string> = {
  de: 'Dieses Angebot ersetzt unser früheres Angebot zu dieser Anfrage; dessen Link ist nicht mehr gültig.',
  en: 'This offer replaces our earlier offer for this request; the link in that e-mail no longer works.',
  fr: 'Cette offre remplace notre offre précédente pour cette demande\u00a0; le lien de celle-ci n’est plus valable.',
  it: 'Questa offerta sostituisce la nostra offerta precedente per questa richiesta; il link di quella non è più valido.',
  es: 'Esta oferta sustituye a nuestra oferta anterior para esta solicitud; el enlace de aquella ya no es válido.',
  nl: 'Deze offerte vervangt onze eerdere offerte voor deze aanvraag; de link daarvan werkt niet meer.',
  pl: 'Ta oferta zastępuje naszą wcześniejszą ofertę na to zapytanie; link z poprzedniej wiadomości jest już nieważny.',
};

describe('the offer to the customer', () => {
  it.each(EMAIL_LANGUAGES)(
    '%s: subject, price as typed, validity, the accept link on the request page',
    async (language) => {
      const email = await render(row('offer', { language }));
      const written = WRITTEN[language];
      const url = `${SITE}${pathFor('request', language)}?ref=${REFERENCE}&k=${KEY}`;
      expect(email.subject).toBe(written.subject);
      expect(email.text).toMatch(
        new RegExp(`\\n[^\\n]+: 4\\.850 EUR netto zzgl\\. MwSt\\.\\n${written.valid}\\n`),
      );
      expect(email.text).toMatch(written.next);
      const colon = language === 'fr' ? '\u00a0:' : ':';
      expect(email.text).toContain(`\n${written.button}${colon}\n${url}\n`);
      expect(email.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
      expect(email.html).toContain(`lang="${language}"`);
      // The first offer replaces nothing.
      expect(email.text).not.toMatch(
        /ersetzt|replaces|remplace|sostituisce|sustituye|vervangt|zastępuje/,
      );
    },
  );

  it.each(EMAIL_LANGUAGES)(
    '%s: of the request only what was chosen or checked, not a word the visitor typed (DECISIONS 25)',
    async (language) => {
      const marker = 'Zq9Offer';
      const email = await render(
        row('offer', {
          language,
          request: {
            name: `${marker} name`,
            company: `${marker} company`,
            goods: `${marker} goods`,
            message: `${marker} message`,
            listing_url: `https://example.com/${marker}`,
            pickup: {
              address: `${marker} 1`,
              postcode: `${marker}2`,
              town: `${marker} 3`,
              country: 'DE',
            },
            delivery: {
              address: `${marker} 4`,
              postcode: null,
              town: `${marker} 5`,
              country: 'FR',
            },
          },
        }),
      );
      for (const body of [email.subject, email.text, email.html]) {
        expect(body).not.toContain(marker);
        expect(body).not.toContain('jan@example.pl');
      }
      const country = (code: string) =>
        new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
      expect(email.text).toContain(`${country('DE')} → ${country('FR')}`);
    },
  );

  it('says that a newer offer replaces the earlier one, whose link no longer works', async () => {
    const second = await render(row('offer', { language: 'de', offer: { number: 2 } }));
    expect(second.text).toContain(
      '\nDieses Angebot ersetzt unser früheres Angebot zu dieser Anfrage; dessen Link ist nicht mehr gültig.\n',
    );
    const english = await render(row('offer', { language: 'en', offer: { number: 3 } }));
    expect(english.text).toContain('This offer replaces our earlier offer for this request');
  });

  it.each(EMAIL_LANGUAGES)(
    '%s: the replacing line only from the second offer on',
    async (language) => {
      const replaces = REPLACES[language];
      for (const number of [2, 7]) {
        const email = await render(row('offer', { language, offer: { number } }));
        expect(email.text).toContain(`\n${replaces}\n`);
        expect(email.html).toContain(replaces);
      }
      const first = await render(row('offer', { language }));
      expect(first.text).not.toContain(replaces);
      expect(first.html).not.toContain(replaces);
    },
  );

  it('keeps a price of 200 and a note of 2,000 characters whole', async () => {
    const price = `${'9'.repeat(196)} EUR`;
    const note = `${'Begleitfahrzeug inklusive. '.repeat(73)}Ende.`.padEnd(2000, '!');
    expect([price.length, note.length]).toEqual([200, 2000]);
    const email = await render(row('offer', { offer: { price, note } }));
    expect(email.text).toContain(`\nPreis: ${price}\n`);
    expect(email.text).toContain(`\n> ${note}\n`);
    expect(email.html).toContain(price);
    expect(email.html).toContain(note);
  });

  it('quotes the note line by line, and leaves it out when there is none', async () => {
    const email = await render(
      row('offer', { offer: { note: 'Abholung mit Tieflader.\nBegleitfahrzeug inklusive.' } }),
    );
    expect(email.text).toContain(
      '\nHinweis:\n> Abholung mit Tieflader.\n> Begleitfahrzeug inklusive.\n',
    );
    expect((await render(row('offer'))).text).not.toContain('Hinweis:');
  });

  it('has no List-Unsubscribe (it answers the customer’s own request) and no header from typed text', async () => {
    const { head } = await wire(
      row('offer', { offer: { price: HOSTILE.slice(0, 200), note: HOSTILE } }),
    );
    expect(headerNames(head)).toEqual(
      ['content-type', 'date', 'from', 'message-id', 'mime-version', 'subject', 'to'].sort(),
    );
    expect(head).not.toMatch(/^(bcc|subject: you won)/im);
  });

  it('escapes hostile price and note: markup as text, no line of its own, no right-to-left override', async () => {
    const email = await render(
      row('offer', { offer: { price: HOSTILE.slice(0, 200), note: HOSTILE } }),
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    for (const body of [email.subject, email.text, email.html])
      expect(body).not.toContain('\u202E');
    expect(email.text).not.toMatch(/^(Bcc|Subject|<script)/m);
    expect(email.text).toContain('\n> Bcc: thief@evil.example\n');
    expect(email.html.length).toBeLessThan(200_000);
  });

  it('keeps a right-to-left price readable in its own direction', async () => {
    const email = await render(row('offer', { offer: { price: '٤٨٥٠ يورو' } }));
    expect(email.text).toContain('\nPreis: ٤٨٥٠ يورو\n');
    expect(email.html).toMatch(/dir="auto"[^>]*>٤٨٥٠ يورو</);
  });

  it.each([
    [{ offer: { number: 0 } }, 'payload.offer.number is missing'],
    [{ offer: { valid_until: '14.12.2026' } }, 'payload.offer.valid_until is not a day'],
    [{ offer: { price: '' } }, 'payload.offer.price is missing'],
  ])('refuses a row the database would not write: %j', (change, error) => {
    expect(() => messageFromOutbox(row('offer', change))).toThrow(error);
  });
});

describe('the staff notice of the answer', () => {
  it('"Ofertă acceptată": reference, route, price, the customer and whether they want status e-mails', async () => {
    const email = await render(row('offer_accepted', { extra: { status_emails: true } }));
    expect(email.subject).toBe('Ofertă acceptată: A-2026-00042, Köln, Germania → Lyon, Franța');
    expect(email.text).toContain(
      'clientul a acceptat oferta pentru cererea A-2026-00042. Cererea poate fi transformată acum în expediere.',
    );
    for (const line of [
      'Preț: 4.850 EUR netto zzgl. MwSt.',
      'Valabilă până la: 14 decembrie 2026',
      'Oferta nr.: 1',
      'Client: Jan Kowalski (Agro Sp. z o.o.)',
      'E-mail: jan@example.pl',
      'Traseu: Köln, Germania → Lyon, Franța',
      'E-mailuri la fiecare schimbare de status: da',
    ]) {
      expect(email.text).toContain(`\n${line}\n`);
    }
    const url = `${SITE}${adminPath('request', { reference: REFERENCE })}`;
    expect(email.text).toContain(`\nDeschide cererea:\n${url}\n`);
    expect(email.html).toContain('lang="ro"');
  });

  it('"Ofertă refuzată": the reason quoted, or that none was given', async () => {
    const declined = await render(
      row('offer_declined', { extra: { reason: 'Zu teuer.\nWir fahren selbst.' } }),
    );
    expect(declined.subject).toBe('Ofertă refuzată: A-2026-00042, Köln, Germania → Lyon, Franța');
    expect(declined.text).toContain('\nMotivul refuzului:\n> Zu teuer.\n> Wir fahren selbst.\n');
    expect(declined.text).not.toContain('E-mailuri la fiecare schimbare de status');
    const silent = await render(row('offer_declined', { extra: { reason: null } }));
    expect(silent.text).toContain('\nClientul nu a dat un motiv.\n');
  });

  it('writes Romanian with ș and ț (comma below), never ş or ţ (cedilla)', async () => {
    for (const kind of ['offer_accepted', 'offer_declined'] as const) {
      const email = await render(
        row(kind, { extra: { status_emails: false, reason: 'Prea scump.' } }),
      );
      for (const body of [email.subject, email.text, email.html])
        expect(body).not.toMatch(/[şţŞŢ]/);
      expect(email.text).toContain('\nPreț: 4.850 EUR netto zzgl. MwSt.\n');
      expect(email.subject).toContain('Franța');
    }
    const accepted = await render(row('offer_accepted', { extra: { status_emails: false } }));
    expect(accepted.text).toContain('\nE-mailuri la fiecare schimbare de status: nu\n');
  });

  it('has the usual headers only, whatever the customer typed as reason', async () => {
    const { head } = await wire(row('offer_declined', { extra: { reason: HOSTILE } }));
    expect(headerNames(head)).toEqual(
      ['content-type', 'date', 'from', 'message-id', 'mime-version', 'subject', 'to'].sort(),
    );
    const email = await render(row('offer_declined', { extra: { reason: HOSTILE } }));
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.text).not.toMatch(/^(Bcc|Subject|<script)/m);
  });
});
