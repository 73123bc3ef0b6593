/**
 * The escrow e-mails (issue #53): every step to the seller and the buyer in the seven
 * languages, and staff's Romanian digest, rendered from outbox rows as the worker reads them.
 * Each says what happened and what comes next, the amount in the reader's format, the end of
 * the inspection period as the reader writes a day, the link, and the fixed block: bank
 * details only with the order confirmation, no request to pay, how to check the sender.
 * None carries anything like bank details or asks to pay (DECISIONS 28).
 */
import { describe, expect, it } from 'vitest';

import { COMPANY } from '#common/company-facts';
import { adminPath } from '#common/routes/admin-path';

import { pathFor } from '../../src/lib/routes/route-manifest';
import { ESCROW_EVENTS } from '../../supabase/functions/email-outbox/email/message.ts';
import {
  messageFromOutbox,
  type OutboxEmail,
} from '../../supabase/functions/email-outbox/email/outbox.ts';
import {
  type RenderedEmail,
  renderEmail,
} from '../../supabase/functions/email-outbox/email/render.ts';
import {
  EMAIL_LANGUAGES,
  EMAIL_STRINGS,
  type EmailLanguage,
  fill,
} from '../../supabase/functions/email-outbox/email/strings.ts';
import { EMAIL_SITE, headerNames, wire } from '../support/email-fixtures';

const NUMBER = 'TR-1001';
const KEY = 'k3y-Secret_01';
/** The first instant after the period: midnight (Berlin) at the end of 22 December 2026. */
const DEADLINE = '2026-12-22T23:00:00Z';

type Party = 'shipper' | 'recipient';

function row(
  language: EmailLanguage,
  party: Party,
  payload: Record<string, unknown>,
  kind = 'escrow',
): OutboxEmail {
  return {
    id: '00000000-0000-4000-8000-000000000053',
    kind,
    party,
    language,
    to_address: 'buyer@example.com',
    message_id: '<00000000-0000-4000-8000-000000000053@transport-site.invalid>',
    payload,
    unsubscribe_token: null,
    unsubscribe_url: null,
    site_url: EMAIL_SITE,
    attempts: 0,
    claim_token: '00000000-0000-4000-8000-0000000000aa',
  };
}

const payload = (event: string, extra: Record<string, unknown> = {}) => ({
  tracking_number: NUMBER,
  event,
  state: 'inspection',
  amount: 48500,
  currency: 'EUR',
  deadline: DEADLINE,
  period_days: 15,
  ...extra,
});

const render = (language: EmailLanguage, party: Party, data: Record<string, unknown>) =>
  renderEmail(messageFromOutbox(row(language, party, data)));

/** The reminders go to the buyer only; every other step to both. */
const PARTIES_OF = (event: string): Party[] =>
  event.startsWith('reminder_') ? ['recipient'] : ['shipper', 'recipient'];

const CASES = EMAIL_LANGUAGES.flatMap((lang) =>
  ESCROW_EVENTS.flatMap((event) => PARTIES_OF(event).map((party) => [lang, event, party] as const)),
);

/** 48,500 EUR as each reader writes money (CLDR: narrow or normal no-break spaces). */
const AMOUNT: Record<EmailLanguage, string> = {
  de: '48.500,00\u00a0€',
  en: '€48,500.00',
  fr: '48\u202f500,00\u00a0€',
  it: '48.500,00\u00a0€',
  es: '48.500,00\u00a0€',
  nl: '€\u00a048.500,00',
  pl: '48\u00a0500,00\u00a0€',
};

/** The period's last day, and the whole "until … end of day" as the buyer reads it. */
const UNTIL: Record<EmailLanguage, string> = {
  de: 'bis 22. Dezember 2026, 24:00 Uhr deutscher Zeit',
  en: 'until 22 December 2026, end of day (German time)',
  fr: 'jusqu’au 22 décembre 2026 inclus (heure de Paris)',
  it: 'fino al giorno 22 dicembre 2026 compreso (ora italiana)',
  es: 'hasta el 22 de diciembre de 2026 inclusive (hora peninsular española)',
  nl: 'tot en met 22 december 2026 (Nederlandse tijd)',
  pl: 'do 22 grudnia 2026 włącznie (według czasu polskiego)',
};

/** Where each language's fixed block names the order confirmation. */
const ORDER_CONFIRMATION: Record<EmailLanguage, string> = {
  de: 'ausschließlich mit unserer Auftragsbestätigung',
  en: 'only with our order confirmation',
  fr: 'uniquement avec notre confirmation de commande',
  it: 'solo con la nostra conferma d’ordine',
  es: 'solo se los enviamos con nuestra confirmación de pedido',
  nl: 'uitsluitend met onze orderbevestiging',
  pl: 'wyłącznie razem z potwierdzeniem zamówienia',
};

/** Anything that looks like bank details: an IBAN (spaced or not), a BIC, their names. */
const BANK_DETAILS =
  /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b|\bIBAN\b|\bBIC\b|\bSWIFT\b|Kontonummer|\bBLZ\b/;

/** An order to pay, in each language (the e-mails describe the payment, never ask for it). */
const PAY_NOW: Record<EmailLanguage, RegExp> = {
  de: /jetzt (?:be)?zahlen|zahlen Sie (?:bitte|jetzt)|bitte (?:überweisen|zahlen)|überweisen Sie/i,
  en: /pay now|please pay|transfer the amount/i,
  fr: /payez|veuillez (?:payer|verser|virer)|payer maintenant/i,
  it: /paghi|versi l’importo|paga ora|effettui il (?:pagamento|bonifico)/i,
  es: /pague|pagar ahora|realice (?:el pago|la transferencia)|ingrese el importe/i,
  nl: /betaal nu|nu betalen|maak het bedrag over|gelieve te betalen/i,
  pl: /zapłać|prosimy o (?:wpłatę|przelew|zapłatę)|prosimy (?:wpłacić|zapłacić)/i,
};

const bodies = (email: RenderedEmail) => [email.text, email.html];

describe('an escrow e-mail', () => {
  it.each(CASES)(
    '%s %s to the %s: subject, what happened, amount, link, fixed block',
    async (lang, event, party) => {
      const texts = EMAIL_STRINGS[lang].escrow;
      const email = await render(lang, party, payload(event));
      const day = UNTIL[lang].match(/22\.? (?:de )?\p{L}+ (?:de )?2026/u)?.[0] ?? '';
      expect(day).not.toBe('');
      const values = { number: NUMBER, day, until: UNTIL[lang] };

      expect(email.subject).toBe(fill(texts.subject[event], values));
      expect(email.subject).toContain(NUMBER);
      const intro =
        party === 'recipient'
          ? texts.buyer[event]
          : texts.seller[event as keyof typeof texts.seller];
      const sentence = fill(intro, values);
      expect(sentence).not.toMatch(/\{\{|\}\}/);
      expect(email.text).toContain(sentence);
      expect(email.text).toContain(`${texts.amount}${EMAIL_STRINGS[lang].colon}${AMOUNT[lang]}`);
      // The link to the shipment on our site; no key in the payload, none in the e-mail.
      expect(email.text).toContain(`${EMAIL_SITE}${pathFor('tracking', lang, `?id=${NUMBER}`)}\n`);
      expect(email.text).not.toMatch(/[?&]k=/);
      expect(email.text).toContain(texts.personal);
      const safety = fill(texts.safety, { site: 'www.example.com', phone: COMPANY.phone.display });
      expect(email.text).toContain(safety);
      expect(safety).toContain(ORDER_CONFIRMATION[lang]);
      for (const body of bodies(email)) {
        expect(body).not.toMatch(BANK_DETAILS);
        expect(body).not.toMatch(PAY_NOW[lang]);
        expect(body).not.toMatch(/\{\{|\}\}/);
        // Part of the service ordered (DECISIONS 28): no unsubscribe, whatever the status choice.
        expect(body).not.toContain(EMAIL_STRINGS[lang].status.unsubscribe);
      }
      expect(email.html).toContain(`lang="${lang}"`);
    },
  );

  it.each(EMAIL_LANGUAGES)(
    '%s: the inspection period is told to the day, end of day, from the deadline instant',
    async (lang) => {
      const email = await render(lang, 'recipient', payload('inspection_started'));
      expect(email.text).toContain(UNTIL[lang]);
      expect(email.text).toContain(
        `${EMAIL_STRINGS[lang].escrow.period}${EMAIL_STRINGS[lang].colon}${UNTIL[lang]}`,
      );
      // The deadline is the next day's midnight: that day is never shown.
      expect(email.text).not.toMatch(/\b23\.? (?:de )?\p{L}+ (?:de )?2026/u);
    },
  );

  it('writes the German and Polish key sentences as their readers expect them', async () => {
    const german = await render('de', 'recipient', payload('inspection_started'));
    expect(german.subject).toBe(`Sendung ${NUMBER} zugestellt: Prüfzeit bis 22. Dezember 2026`);
    expect(german.text).toContain(
      'Ihre Prüfzeit hat begonnen: Sie läuft bis 22. Dezember 2026, 24:00 Uhr deutscher Zeit.',
    );
    const seller = await render('pl', 'shipper', payload('payment_received'));
    expect(seller.subject).toBe(`Przesyłka ${NUMBER}: kwota wpłynęła na nasz rachunek powierniczy`);
    expect(seller.text).toContain('Mogą Państwo teraz przekazać nam towar.');
    const over = await render('en', 'shipper', payload('period_over'));
    expect(over.text).toContain('ended on 22 December 2026 without a withdrawal');
  });

  it.each(EMAIL_LANGUAGES)(
    '%s with a key in the payload: the button is the party link itself',
    async (lang) => {
      const email = await render(lang, 'recipient', payload('reminder_1', { key: KEY }));
      const url = `${EMAIL_SITE}${pathFor('tracking', lang, `?id=${NUMBER}&k=${KEY}`)}`;
      for (const body of bodies(email)) expect(body.replaceAll('&amp;', '&')).toContain(url);
      expect(email.text).toContain(
        `${EMAIL_STRINGS[lang].escrow.button}${EMAIL_STRINGS[lang].colon.trimEnd()}\n${url}`,
      );
      expect(email.text).toContain(EMAIL_STRINGS[lang].link.personal);
      expect(email.text).not.toContain(EMAIL_STRINGS[lang].escrow.personal);
    },
  );

  it('writes another currency as the reader writes it, to the cent', async () => {
    const email = await render(
      'de',
      'shipper',
      payload('paid_out', { amount: '1234.5', currency: 'CHF' }),
    );
    expect(email.text).toContain('Betrag auf dem Treuhandkonto: 1.234,50\u00a0CHF');
  });

  it('keeps a hostile tracking number to one line in the subject and escaped in the HTML', async () => {
    const email = await render(
      'en',
      'recipient',
      payload('accepted', { tracking_number: 'X\r\nBcc: a@evil.example <b>' }),
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.html).not.toContain('<b>');
    const written = await wire(
      row('en', 'recipient', payload('accepted', { tracking_number: 'X\r\nBcc: a@evil.example' })),
    );
    expect(headerNames(written.head)).not.toContain('bcc');
  });
});

describe('the checks themselves', () => {
  it('find bank details and an order to pay planted in a text', () => {
    for (const planted of [
      'IBAN: DE89 3704 0044 0532 0130 00',
      'DE89370400440532013000',
      'BIC COBADEFFXXX',
    ]) {
      expect(planted).toMatch(BANK_DETAILS);
    }
    expect(`Sendung ${NUMBER}: 48.500,00 € bis 22. Dezember 2026`).not.toMatch(BANK_DETAILS);
    expect('Bitte überweisen Sie den Betrag.').toMatch(PAY_NOW.de);
    expect('Please pay the amount today.').toMatch(PAY_NOW.en);
    expect('Prosimy o wpłatę kwoty.').toMatch(PAY_NOW.pl);
  });
});

describe('an escrow row the worker cannot trust', () => {
  it.each([
    ['an unknown step', 'recipient', payload('released')],
    ['a reminder to the seller', 'shipper', payload('reminder_5')],
    [
      'the delivery without its deadline',
      'recipient',
      payload('inspection_started', { deadline: null }),
    ],
    ['no amount', 'recipient', payload('accepted', { amount: null })],
    ['a zero amount', 'recipient', payload('accepted', { amount: 0 })],
    ['a currency that is not a code', 'recipient', payload('accepted', { currency: 'euro' })],
    ['no tracking number', 'recipient', payload('accepted', { tracking_number: '' })],
  ] as const)('fails it for %s rather than send it', (_, party, data) => {
    expect(() => messageFromOutbox(row('de', party, data))).toThrow(/payload|seller|buyer/);
  });

  it('fails one to staff', () => {
    expect(() => messageFromOutbox(row('de', 'staff' as Party, payload('accepted')))).toThrow(
      'an escrow e-mail goes to the shipper or the recipient, not staff',
    );
  });
});

describe('staff’s escrow digest', () => {
  const digest = (shipments: unknown) =>
    renderEmail(
      messageFromOutbox(
        row('ro' as EmailLanguage, 'staff' as Party, { shipments }, 'escrow_digest'),
      ),
    );

  it('lists each shipment whose period ended, in Romanian, with the staff link', async () => {
    const email = await digest([
      {
        tracking_number: NUMBER,
        shippername: 'Agro Sp. z o.o.',
        recipientname: 'Hof Müller\r\nBcc: x',
        amount: 48500,
        currency: 'EUR',
        deadline: DEADLINE,
      },
      {
        tracking_number: 'TR-1002',
        amount: '950.00',
        currency: 'EUR',
        deadline: '2026-12-20T23:00:00Z',
      },
    ]);
    expect(email.subject).toBe('Escrow: perioada de inspecție s-a încheiat fără răspuns (2)');
    expect(email.text).toContain(
      `Expedierea ${NUMBER} (Agro Sp. z o.o. → Hof Müller Bcc: x): 48.500,00\u00a0EUR, ultima zi de inspecție: 22 decembrie 2026`,
    );
    expect(email.text).toContain(
      'Expedierea TR-1002 (– → –): 950,00\u00a0EUR, ultima zi de inspecție: 20 decembrie 2026',
    );
    expect(email.text).toContain(`${EMAIL_SITE}${adminPath('shipments')}`);
    expect(email.html).toContain('lang="ro"');
    for (const body of [email.subject, email.text, email.html]) {
      expect(body).not.toMatch(/[şţŞŢ]/);
      expect(body).toMatch(/[șț]/);
      expect(body).not.toMatch(BANK_DETAILS);
    }
  });

  it('fails a digest with no shipment or a shipment without its deadline', () => {
    expect(() =>
      messageFromOutbox(
        row('ro' as EmailLanguage, 'staff' as Party, { shipments: [] }, 'escrow_digest'),
      ),
    ).toThrow('payload.shipments is not a list of shipments');
    expect(() =>
      messageFromOutbox(
        row(
          'ro' as EmailLanguage,
          'staff' as Party,
          { shipments: [{ tracking_number: NUMBER, amount: 1 }] },
          'escrow_digest',
        ),
      ),
    ).toThrow('payload.shipments[0].deadline is not a time');
  });
});
