/**
 * The e-mails of a transport request (issue #36, supabase/functions/email-outbox/email): the
 * customer's acknowledgement in all seven languages with the summary written the reader's way
 * and the link to the whole request, and none of the visitor's own text (issue #48); the
 * Romanian staff notice with the oversize verdict and the link to the staff area; staff's hourly
 * digest; and what hostile text typed into the form does to any of them: nothing. Rendered from
 * outbox rows shaped as the contract says, and written out by the worker's own mailer
 * (nodemailer) for the headers.
 */
import { describe, expect, it } from 'vitest';

import { COMPANY } from '#common/company-facts';
import en from '#common/email-texts/en.json';
import ro from '#common/email-texts/ro.json';
import staffRequests from '#common/locales/ro/requests.json';
import { adminPath } from '#common/routes/admin-path';

import { pathFor } from '../../src/lib/routes/route-manifest';
import {
  messageFromOutbox,
  type OutboxEmail,
} from '../../supabase/functions/email-outbox/email/outbox.ts';
import {
  type NoticeRequest,
  renderEmail,
  type RequestDigestEmail,
  type RequestNoticeEmail,
  type RequestReceivedEmail,
} from '../../supabase/functions/email-outbox/email/render.ts';
import { staffRequestUrl } from '../../supabase/functions/email-outbox/email/request-content.ts';
import {
  EMAIL_LANGUAGES,
  EMAIL_STRINGS,
} from '../../supabase/functions/email-outbox/email/strings.ts';
import { flatten } from '../../test-support/locale-files';
import {
  EMAIL_REFERENCE as REFERENCE,
  EMAIL_SITE as SITE,
  headerNames,
  HOSTILE,
  REQUEST,
  wire,
} from '../support/email-fixtures';

const KEY = 'R3qU3stK3yR3qU3stK3yR3qU3stK3y00';

const received = (
  language: RequestReceivedEmail['language'],
  change: Partial<NoticeRequest> = {},
): RequestReceivedEmail => ({
  kind: 'request_received',
  language,
  siteUrl: `${SITE}/`,
  reference: REFERENCE,
  key: KEY,
  request: { ...REQUEST, ...change },
});

const notice = (change: Partial<NoticeRequest> = {}): RequestNoticeEmail => ({
  kind: 'request_notice',
  language: 'ro',
  siteUrl: `${SITE}/`,
  reference: REFERENCE,
  request: { ...REQUEST, ...change },
});

/**
 * Lines of the plain text, as each language writes them: the subject, the kind with its
 * answers, the width (decimal comma or point), the weight per unit (the thousands as the
 * language groups them), the two countries, the date.
 */
const WRITTEN = {
  de: [
    'Ihre Transportanfrage A-2026-00042',
    'Art der Ladung: Traktor (fahrbereit, auf Rädern, mit Anbaugeräten gemessen)',
    'Breite: 3,20 m',
    'Gewicht: 12.500 kg pro Stück',
    'Strecke: Deutschland → Frankreich',
    'Frühester Abholtermin: 3. Dezember 2026',
  ],
  en: [
    'Your transport request A-2026-00042',
    'Type of load: Tractor (drivable, on wheels, measured with attachments)',
    'Width: 3.20 m',
    'Weight: 12,500 kg per unit',
    'Route: Germany → France',
    'Earliest collection date: 3 December 2026',
  ],
  fr: [
    'Votre demande de transport A-2026-00042',
    'Type de chargement\u00a0: Tracteur (roulant, sur roues, mesuré avec ses équipements)',
    'Largeur\u00a0: 3,20\u202fm',
    'Poids\u00a0: 12\u202f500\u202fkg par unité',
    'Trajet\u00a0: Allemagne → France',
    'Date d’enlèvement au plus tôt\u00a0: 3 décembre 2026',
  ],
  it: [
    'La Sua richiesta di trasporto A-2026-00042',
    'Tipo di carico: Trattore (marciante, su ruote, misurato con le attrezzature)',
    'Larghezza: 3,20 m',
    'Peso: 12.500 kg per unità',
    'Tratta: Germania → Francia',
    'Prima data possibile di ritiro: 3 dicembre 2026',
  ],
  es: [
    'Su solicitud de transporte A-2026-00042',
    'Tipo de carga: Tractor agrícola (se desplaza por sus propios medios, sobre ruedas, medido con sus implementos)',
    'Anchura: 3,20 m',
    'Peso: 12.500 kg por unidad',
    'Trayecto: Alemania → Francia',
    'Primera fecha posible de recogida: 3 de diciembre de 2026',
  ],
  nl: [
    'Uw transportaanvraag A-2026-00042',
    'Soort lading: Trekker (rijdbaar, op wielen, gemeten met aanbouwdelen)',
    'Breedte: 3,20 m',
    'Gewicht: 12.500 kg per stuk',
    'Traject: Duitsland → Frankrijk',
    'Vroegste ophaaldatum: 3 december 2026',
  ],
  pl: [
    'Państwa zapytanie o transport A-2026-00042',
    'Rodzaj ładunku: Ciągnik rolniczy (jezdny, na kołach, wymiary z osprzętem)',
    'Szerokość: 3,20 m',
    'Masa: 12\u00a0500 kg na sztukę',
    'Trasa: Niemcy → Francja',
    'Najwcześniejszy termin odbioru: 3 grudnia 2026',
  ],
} as const;

const row = (kind: 'request_received' | 'request_notice', request: Record<string, unknown>) =>
  ({
    id: '00000000-0000-4000-8000-000000000002',
    kind,
    party: kind === 'request_notice' ? 'staff' : 'customer',
    language: kind === 'request_notice' ? 'ro' : 'de',
    to_address: 'jan@example.pl',
    message_id: '<00000000-0000-4000-8000-000000000002@transport-site.invalid>',
    payload: {
      reference: REFERENCE,
      ...(kind === 'request_received' ? { key: KEY } : {}),
      request: { ...REQUEST, language: 'de', ...request },
    },
    unsubscribe_token: null,
    unsubscribe_url: null,
    site_url: SITE,
    attempts: 0,
    claim_token: '00000000-0000-4000-9000-000000000002',
  }) satisfies OutboxEmail;

const everyText = {
  name: HOSTILE,
  company: HOSTILE,
  goods: HOSTILE,
  message: HOSTILE,
  listing_url: HOSTILE,
  pickup: { address: HOSTILE, postcode: HOSTILE, town: HOSTILE, country: 'DE' },
  delivery: { address: null, postcode: null, town: HOSTILE, country: 'FR' },
};

/** A marker in every text the visitor types (and the address), to find any of it in an e-mail. */
const MARKER = 'Zq9MARK';
const MARKED = {
  name: `${MARKER} name`,
  company: `${MARKER} company`,
  phone: '+49 170 9999999',
  goods: `${MARKER} goods`,
  message: `${MARKER} message\nline two ${MARKER}`,
  listing_url: `https://example.com/${MARKER}`,
  pickup: {
    address: `${MARKER} street 1`,
    postcode: `${MARKER}1`,
    town: `${MARKER} town`,
    country: 'DE',
  },
  delivery: {
    address: `${MARKER} road 2`,
    postcode: `${MARKER}2`,
    town: `${MARKER} city`,
    country: 'FR',
  },
};

describe('the acknowledgement', () => {
  it.each(EMAIL_LANGUAGES)(
    '%s: the reference and the summary written the reader’s way, the link to the whole request, what comes next, the payment line',
    async (lang) => {
      const email = await renderEmail(received(lang));
      const [subject, ...lines] = WRITTEN[lang];
      expect(email.subject).toBe(subject);
      for (const line of lines) expect(email.text).toContain(`\n${line}\n`);
      const url = `${SITE}${pathFor('request', lang)}?ref=${REFERENCE}&k=${KEY}`;
      const colon = lang === 'fr' ? '\u00a0:' : ':';
      expect(email.text).toContain(`\n${EMAIL_STRINGS[lang].received.button}${colon}\n${url}\n`);
      expect(email.text).toContain(`\n${EMAIL_STRINGS[lang].received.link}\n`);
      expect(email.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
      for (const body of [email.text, email.html]) {
        expect(body).toContain(REFERENCE);
        // The payment line names the company's phone; the footer its contact.
        expect(body).toContain(COMPANY.phone.display);
        expect(body).toContain(COMPANY.name);
        expect(body).not.toMatch(/\{\{|\}\}/);
      }
      expect(email.html).toContain(`lang="${lang}"`);
      expect(email.html).toContain('max-width:600px');
    },
  );

  it.each(EMAIL_LANGUAGES)(
    '%s: no price, no value, no listing, no unsubscribe link, no staff link',
    async (lang) => {
      const email = await renderEmail(received(lang));
      for (const body of [email.text, email.html]) {
        expect(body).not.toMatch(/€|EUR|180[.,\s\u00a0\u202f]?000/);
        expect(body).not.toContain('mascus');
        expect(body).not.toMatch(/unsubscribe|abbestellen/i);
        expect(body).not.toContain('/admin');
      }
    },
  );

  it.each(EMAIL_LANGUAGES)(
    '%s: not a word the visitor typed, from a row that holds them all (DECISIONS 25: no relay for strangers’ text)',
    async (lang) => {
      const email = await renderEmail(
        messageFromOutbox({ ...row('request_received', MARKED), language: lang }),
      );
      for (const body of [email.subject, email.text, email.html]) {
        expect(body).not.toContain(MARKER);
        expect(body).not.toContain('jan@example.pl');
      }
      // What it does say: the chosen and checked values.
      expect(email.text).toContain(REFERENCE);
      expect(email.text).toContain(
        `${new Intl.DisplayNames([lang], { type: 'region' }).of('DE')} → ${new Intl.DisplayNames([lang], { type: 'region' }).of('FR')}`,
      );
    },
  );

  it('leaves out what the customer did not give, and weighs one unit without "each"', async () => {
    const email = await renderEmail(
      received('en', {
        quantity: 1,
        length_m: null,
        height_m: null,
        latest_delivery: null,
        drivable: null,
        running_gear: null,
        with_attachments: null,
      }),
    );
    expect(email.text).toContain('\nWeight: 12,500 kg\n');
    expect(email.text).toContain('\nType of load: Tractor\n');
    expect(email.text).not.toMatch(/Length|Height|Latest delivery|Your message/);
  });

  it('writes a container’s size and load', async () => {
    const email = await renderEmail(
      received('de', {
        kind: 'container',
        container_size: '40',
        container_loaded: false,
        drivable: null,
        running_gear: null,
        with_attachments: null,
      }),
    );
    expect(email.text).toContain('\nArt der Ladung: Container (40 Fuß, leer)\n');
  });
});

describe('the staff notice', () => {
  it('is Romanian: subject, verdict, route, dates, customer, the link to the staff area', async () => {
    const email = await renderEmail(notice());
    expect(email.subject).toBe('Cerere nouă A-2026-00042: Tractor John Deere 6R 250');
    for (const line of [
      'Tip de încărcătură: Tractor (se deplasează singur, pe roți, măsurat cu echipamentele)',
      'Lungime: 6,50 m',
      'Lățime: 3,20 m',
      'Înălțime: 3,10 m',
      'Greutate: 12.500 kg / bucată',
      'Gabarit: Probabil agabaritic (lățime, greutate): autorizație specială și însoțire',
      'Traseu: Köln, Germania → Lyon, Franța',
      'Loc de încărcare: Hauptstraße 5, 50667 Köln, Germania',
      'Încărcare cel mai devreme: 3 decembrie 2026',
      'Livrare cel târziu: 20 decembrie 2026',
      'Mod de încărcare: Macara',
      // Said of either end (review RO-16): at delivery the load comes off by itself.
      'Mod de descărcare: Urcă sau coboară singur de pe platformă',
      'Plată prin serviciul escrow: Da',
      'Valoare pentru asigurare: 180.000\u00a0EUR',
      'Anunț: https://www.mascus.de/listing/123',
      'Client: Jan Kowalski',
      'Firmă: Agro Sp. z o.o.',
      'E-mail: jan@example.pl',
      'Telefon: +48 600 100 200',
      'Limba clientului: poloneză',
    ]) {
      expect(email.text).toContain(`\n${line}\n`);
    }
    const url = `${SITE}${adminPath('request', { reference: REFERENCE })}`;
    expect(email.text).toContain(`\nDeschide cererea:\n${url}\n`);
    expect(email.html).toContain(`href="${url}"`);
    expect(email.html).toContain('lang="ro"');
    expect(email.text).toContain('\nMesajul clientului:\n> Bitte mit Plane.\n> Danke!\n');
    expect(email.html).not.toMatch(/unsubscribe/i);
  });

  it('links to the request’s staff screen the route manifest names', () => {
    expect(staffRequestUrl(`${SITE}/`, 'A-2026-00042')).toBe(
      `${SITE}${adminPath('request', { reference: 'A-2026-00042' })}`,
    );
    expect(staffRequestUrl(SITE, 'a/b?c')).toBe(
      `${SITE}${adminPath('request', { reference: 'a/b?c' })}`,
    );
  });

  it.each([
    [
      { width_m: 2.5, height_m: 2.9, weight_kg: 8000 },
      'În limitele obișnuite, după dimensiunile date',
    ],
    [
      { length_m: 14, width_m: 2.5, height_m: 3.3, weight_kg: 8000 },
      'Probabil agabaritic (lungime, înălțime): autorizație specială și însoțire',
    ],
    [
      { width_m: 3.8 },
      'Peste ce transportăm de obicei (peste 4,00 m înălțime sau 3,70 m lățime): verifică și sună clientul',
    ],
    [
      { length_m: null, width_m: null, height_m: null, weight_kg: null },
      'Fără dimensiuni: întreabă clientul',
    ],
  ] as const)('says what the measures %j mean: %s', async (measures, verdict) => {
    const email = await renderEmail(notice({ ...measures, quantity: 1 }));
    expect(email.text).toContain(`\nGabarit: ${verdict}\n`);
  });

  it('writes Romanian with ș and ț (comma below), never ş or ţ (cedilla)', async () => {
    const email = await renderEmail(notice());
    const texts = [...flatten(ro).values(), ...flatten(staffRequests.request).values()].join('\n');
    for (const body of [texts, email.subject, email.text, email.html]) {
      expect(body).not.toMatch(/[şţŞŢ]/);
    }
    expect(texts).toMatch(/ș/);
    expect(texts).toMatch(/ț/);
    expect(email.text).toMatch(/ș/);
  });

  it('names every kind, loading method and answer in Romanian as in the seven languages', () => {
    expect([...flatten(staffRequests.request).keys()].sort()).toEqual(
      [...flatten(en.request).keys()].sort(),
    );
  });
});

describe('hostile text in every field', () => {
  it.each(['request_received', 'request_notice'] as const)(
    '%s: the usual headers only (no List-Unsubscribe), none added by CRLF in any field',
    async (kind) => {
      const { head } = await wire(row(kind, everyText));
      expect(headerNames(head)).toEqual(
        ['content-type', 'date', 'from', 'message-id', 'mime-version', 'subject', 'to'].sort(),
      );
      expect(head).toMatch(/^To: jan@example\.pl$/m);
      expect(head).not.toMatch(/^(bcc|subject: you won)/im);
    },
  );

  it.each(['request_received', 'request_notice'] as const)(
    '%s: the subject is one line of at most 120 characters; markup escaped; no line of the text is the customer’s own',
    async (kind) => {
      const email = await renderEmail(messageFromOutbox(row(kind, everyText)));
      expect(email.subject).not.toMatch(/[\r\n\t\u202E]/);
      expect(Array.from(email.subject).length).toBeLessThanOrEqual(120);
      expect(email.html).not.toContain('<script>');
      // The notice escapes the customer's markup; the acknowledgement has none of it.
      if (kind === 'request_notice') {
        expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      } else {
        expect(email.html).not.toContain('script');
      }
      // The right-to-left override is gone: it could turn "gnp.exe" into "exe.png" on screen.
      for (const body of [email.subject, email.text, email.html]) {
        expect(body).not.toContain('\u202E');
      }
      expect(email.text).not.toMatch(/^(Bcc|Subject|<script)/m);
      // The notice quotes every line of the message; the acknowledgement leaves it out.
      if (kind === 'request_notice') {
        expect(email.text).toMatch(
          /\n> Traktor\n> Bcc: thief@evil\.example\n> Subject: You won\n>\n/,
        );
      } else {
        expect(email.text).not.toContain('> Traktor');
      }
      expect(email.html.length).toBeLessThan(200_000);
    },
  );

  it('the notice’s subject cuts the customer’s goods short and keeps the reference whole', async () => {
    const email = await renderEmail(messageFromOutbox(row('request_notice', everyText)));
    expect(email.subject).toBe(
      'Cerere nouă A-2026-00042: Tractor Traktor Bcc: thief@evil.example Subject: You won <script>al…',
    );
  });

  it('keeps a right-to-left name readable in its own direction', async () => {
    const email = await renderEmail(notice({ name: 'محمد العلي' }));
    expect(email.text).toContain('\nClient: محمد العلي\n');
    expect(email.html).toMatch(/dir="auto"[^>]*>محمد العلي</);
  });
});

describe('an outbox row that is not what the database writes', () => {
  it.each([
    [{ reference: REFERENCE, key: KEY }, 'payload.request is not an object'],
    [{ request: REQUEST, key: KEY }, 'payload.reference is missing'],
    [
      { reference: REFERENCE, key: KEY, request: { ...REQUEST, kind: 'yacht' } },
      'payload.request.kind is not one of',
    ],
    [
      { reference: REFERENCE, key: KEY, request: { ...REQUEST, width_m: '3,20' } },
      'payload.request.width_m is not a number',
    ],
    [
      { reference: REFERENCE, key: KEY, request: { ...REQUEST, pickup: { town: 'Köln' } } },
      'payload.request.pickup.country is missing',
    ],
  ])(
    'throws for the acknowledgement’s %j (the worker fails that row for good)',
    (payload, error) => {
      expect(() => messageFromOutbox({ ...row('request_received', {}), payload })).toThrow(error);
    },
  );

  it('throws for a notice without the whole request', () => {
    expect(() =>
      messageFromOutbox({
        ...row('request_notice', {}),
        payload: {
          reference: REFERENCE,
          request: { ...REQUEST, pickup: { ...REQUEST.pickup, town: '' } },
        },
      }),
    ).toThrow('payload.request.pickup.town is missing');
  });

  it('sends an acknowledgement queued before the link existed (the whole request, no key) with the summary only and no link', async () => {
    const email = await renderEmail(
      messageFromOutbox({
        ...row('request_received', MARKED),
        payload: { reference: REFERENCE, request: { ...REQUEST, language: 'de', ...MARKED } },
      }),
    );
    for (const body of [email.subject, email.text, email.html]) {
      expect(body).not.toContain(MARKER);
      expect(body).not.toContain('?ref=');
    }
    expect(email.text).toContain('\nStrecke: Deutschland → Frankreich\n');
    expect(email.text).not.toContain(EMAIL_STRINGS.de.received.link);
  });

  it('writes the acknowledgement in the row’s language', () => {
    const message = messageFromOutbox({ ...row('request_received', {}), language: 'nl' });
    expect(message).toMatchObject({
      kind: 'request_received',
      language: 'nl',
      reference: REFERENCE,
    });
  });
});

describe('the hourly digest', () => {
  const digest = (change: Partial<RequestDigestEmail> = {}): RequestDigestEmail => ({
    kind: 'request_digest',
    language: 'ro',
    siteUrl: `${SITE}/`,
    from: '2026-12-07T13:00:00Z',
    to: '2026-12-07T14:00:00Z',
    count: 3,
    references: ['A-2026-00101', 'A-2026-00102', 'A-2026-00103'],
    ...change,
  });

  it('names the hour in the company’s zone, the count and every reference, and links to the list', async () => {
    const email = await renderEmail(digest());
    expect(email.subject).toBe(
      'Cereri noi peste limita de notificări: 3 (7 decembrie 2026, 14:00–15:00 CET)',
    );
    expect(email.text).toContain('\nCereri fără notificare: 3\n');
    expect(email.text).toContain('\nReferințe: A-2026-00101, A-2026-00102, A-2026-00103\n');
    const url = `${SITE}${adminPath('requests')}`;
    expect(email.text).toContain(`\nDeschide lista cererilor:\n${url}\n`);
    expect(email.html).toContain(`href="${url}"`);
    expect(email.html).toContain('lang="ro"');
    for (const body of [email.subject, email.text, email.html]) expect(body).not.toMatch(/[şţŞŢ]/);
  });

  it('counts the requests it does not list', async () => {
    const email = await renderEmail(digest({ count: 70, references: ['A-2026-00101'] }));
    expect(email.text).toContain('\nReferințe: A-2026-00101 și încă 69\n');
  });

  it.each([
    [{ count: 0 }, 'payload.count is not a count'],
    [{ references: 'A-2026-00101' }, 'payload.references is not a list of references'],
    [{ from: '' }, 'payload.from is missing'],
  ])('throws for a row with %j', (change, error) => {
    const payload = {
      from: '2026-12-07T13:00:00Z',
      to: '2026-12-07T14:00:00Z',
      count: 1,
      references: ['A-2026-00101'],
      ...change,
    };
    expect(() =>
      messageFromOutbox({ ...row('request_notice', {}), kind: 'request_digest', payload }),
    ).toThrow(error);
  });
});
