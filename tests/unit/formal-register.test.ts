/**
 * Every public language keeps its formal address by itself (DECISIONS 19): no familiar form in
 * the site bundles (locales/<lang>/*.json), the e-mail bundles
 * (common/email-texts) or the e-mails as they are rendered from them.
 * The third review found "Contattaci", "Riprova" and "Vedi" on new Italian pages that no check
 * looked at; the fourth, "Invia la richiesta" and "Accetta l’offerta" on the new buttons (a tu
 * command that is also the Lei statement, so it is looked for where an order starts).
 */
import { describe, expect, it } from 'vitest';

import { KNOWN_STATUS_VALUES } from '#common/shipments/status';

import {
  BUYER_ONLY_EVENTS,
  ESCROW_EVENTS,
} from '../../supabase/functions/email-outbox/email/message.ts';
import { renderEmail } from '../../supabase/functions/email-outbox/email/render.ts';
import { EMAIL_STRINGS } from '../../supabase/functions/email-outbox/email/strings.ts';
import { flatten, loadBundle, namespacesOf, type Tree } from '../../test-support/locale-files';
import { type FormalLanguage, INFORMAL_FORMS, informalForms } from '../support/register-checks';

const FORMAL_LANGUAGES = Object.keys(INFORMAL_FORMS) as FormalLanguage[];

const siteTexts = (lang: FormalLanguage) =>
  namespacesOf(lang).flatMap((ns) =>
    [...flatten(loadBundle(lang, ns))].map(([key, text]) => [`${ns}:${key}`, text] as const),
  );

const emailTexts = (strings: Tree) =>
  [...flatten(strings)].map(([key, text]) => [`e-mail:${key}`, text] as const);

/**
 * The e-mails as customers get them: the link e-mail, a status e-mail per known status, and the
 * escrow e-mails.
 */
async function renderedTexts(lang: FormalLanguage) {
  const common = { language: lang, siteUrl: 'https://www.example.com', trackingNumber: '482913' };
  const emails = [
    await renderEmail({ ...common, kind: 'link', key: 'k3y' }),
    ...(await Promise.all(
      [
        ...KNOWN_STATUS_VALUES.map((status) => ({ status, event: null })),
        // A driver's collection and delivery (issue #52) have their own wording.
        { status: 'În tranzit', event: 'collected' as const },
        { status: 'Livrat', event: 'delivered' as const },
      ].map(({ status, event }) =>
        renderEmail({
          ...common,
          kind: 'status',
          status,
          location: 'Depozit',
          at: '2026-12-03T13:05:00Z',
          expectedFrom: '2026-12-05',
          expectedTo: '2026-12-07',
          event,
          unsubscribeUrl: `https://www.example.com/${lang}/unsubscribe?token=t`,
        }),
      ),
    )),
  ];
  // Every escrow step to each party it goes to (issue #53), with and without the party's key.
  for (const event of ESCROW_EVENTS) {
    const parties = BUYER_ONLY_EVENTS.includes(event) ? ['buyer'] : ['buyer', 'seller'];
    for (const party of parties as Array<'buyer' | 'seller'>) {
      emails.push(
        await renderEmail({
          ...common,
          kind: 'escrow',
          party,
          event,
          amount: 48_500,
          currency: 'EUR',
          deadline: '2026-12-22T23:00:00Z',
          key: event === 'reminder_1' ? 'k3y' : null,
        }),
      );
    }
  }
  return emails.flatMap((email, index) => [
    [`rendered ${index} subject`, email.subject] as const,
    [`rendered ${index} text`, email.text] as const,
  ]);
}

describe.each(FORMAL_LANGUAGES)('the formal register in %s', (lang) => {
  it('has the site texts to check', () => {
    expect(siteTexts(lang).length).toBeGreaterThan(100);
  });

  it('holds in the site bundles', () => {
    expect(informalForms(lang, siteTexts(lang))).toEqual([]);
  });

  it('holds in the e-mail bundle', () => {
    expect(informalForms(lang, emailTexts(EMAIL_STRINGS[lang]))).toEqual([]);
  });

  it('holds in the rendered e-mails', async () => {
    expect(informalForms(lang, await renderedTexts(lang))).toEqual([]);
  });
});

/** The texts of a site bundle with one text replaced by `text`. */
const plantedSite = (lang: FormalLanguage, ns: string, key: string, text: string) =>
  flatten({ ...loadBundle(lang, ns), [key]: text });

/** The texts of an e-mail bundle with `section.key` replaced by `text`. */
function plantedEmail(lang: FormalLanguage, section: string, key: string, text: string) {
  const planted = structuredClone(EMAIL_STRINGS[lang]) as unknown as Tree;
  (planted[section] as Tree)[key] = text;
  return emailTexts(planted);
}

/** The familiar forms the check finds in one text. */
const found = (lang: FormalLanguage, text: string) =>
  informalForms(lang, [['x', text]]).map((finding) => finding.split('"')[1]);

describe('the register check itself', () => {
  // The last two: issue #49 IT-1, the tu commands on the request and offer buttons.
  it.each([
    [
      '"Contattaci" in locales/it/unsubscribe.json',
      'it',
      () => plantedSite('it', 'unsubscribe', 'contact', 'Contattaci'),
      'contact: "Contattaci" in "Contattaci"',
    ],
    [
      '"dein" in a German e-mail string',
      'de',
      () => plantedEmail('de', 'link', 'button', 'Zu deiner Sendung'),
      'e-mail:link.button: "deiner" in "Zu deiner Sendung"',
    ],
    [
      '"Invia la richiesta" in locales/it/request.json',
      'it',
      () => plantedSite('it', 'request', 'send', 'Invia la richiesta'),
      'send: "Invia" in "Invia la richiesta"',
    ],
    [
      '"Accetta l’offerta" in the Italian offer e-mail',
      'it',
      () => plantedEmail('it', 'offer', 'button', 'Accetta l’offerta'),
      'e-mail:offer.button: "Accetta" in "Accetta l’offerta"',
    ],
  ] as const)('finds a planted %s', (_, lang, texts, finding) => {
    expect(informalForms(lang, texts())).toEqual([finding]);
  });

  it('finds a familiar command where a button or a sentence starts, not a statement', () => {
    expect(found('it', 'Rifiuta l’offerta')).toEqual(['Rifiuta']);
    expect(found('it', 'Grazie. Controlla i dati: invia la richiesta')).toEqual([
      'Controlla',
      'invia',
    ]);
    expect(found('it', 'Se accetta l’offerta, ci invia una conferma')).toEqual([]);
    expect(found('it', 'Visita del sito. Nota')).toEqual([]);
    expect(found('fr', 'Accepte l’offre. J’accepte les conditions')).toEqual(['Accepte']);
    expect(found('es', '¡Envía la solicitud! ¿Acepta usted la oferta?')).toEqual(['Envía']);
    expect(found('es', 'Descarga en la entrega')).toEqual([]);
    expect(found('de', 'Sende die Anfrage. Ich sende sie')).toEqual(['Sende']);
  });

  it('finds the familiar forms of each language, whole words only, in any case', () => {
    expect(found('it', 'Riprova. Vedi il tuo ordine')).toEqual(['Riprova', 'Vedi', 'tuo']);
    expect(found('fr', 'Tu peux suivre ton envoi')).toEqual(['Tu', 'ton']);
    expect(found('es', 'Tú tienes tu envío')).toEqual(['Tú', 'tienes', 'tu']);
    expect(found('nl', 'Volg je zending met jouw code')).toEqual(['je', 'jouw']);
    expect(found('pl', 'Wpisz Twój numer i zadzwoń')).toEqual(['Wpisz', 'Twój', 'zadzwoń']);
    expect(found('pl', 'Wiadomość dla Państwa – masz pytania?')).toEqual(['masz']);
    expect(found('it', 'Se vuoi, Il tuo carico')).toEqual(['vuoi', 'tuo']);
    expect(found('it', 'Poi scrivi e devi attendere')).toEqual(['scrivi', 'devi']);
    expect(found('fr', 'Nous t’enverrons le lien, tu pourras le suivre')).toEqual([
      't’',
      'tu',
      'pourras',
    ]);
    expect(found('es', 'Si eres cliente, has recibido')).toEqual(['eres', 'has']);
    expect(found('de', 'Wenn du willst, kannst du')).toEqual(['du', 'willst', 'kannst', 'du']);
    expect(found('nl', 'Doe het jezelf')).toEqual(['jezelf']);
    // Formal forms and words that merely contain a familiar one stay unflagged.
    expect(found('it', 'Ci contatti, riprovare, Tutto')).toEqual([]);
    expect(found('de', 'Sie dürfen Dienstag')).toEqual([]);
    expect(found('nl', 'Jeugd en jaren')).toEqual([]);
    expect(found('pl', 'twojemu; Skontaktujemy się z Państwem, czy ci klienci')).toEqual([]);
    expect(found('it', 'Inserisca il Suo numero')).toEqual([]);
    expect(found('fr', 'Aujourd’hui, jusqu’à l’été: s’il vous plaît')).toEqual([]);
  });
});
