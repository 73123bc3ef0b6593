/**
 * The company's polite no to a transport request (issue #49,
 * supabase/functions/email-outbox/email/rejection-content.ts), rendered from outbox rows as
 * reject_transport_request queues them: in each of the seven languages the reference, the
 * request's summary written the reader's way, the link to the whole request when the row has a
 * key, nothing the visitor typed (DECISIONS 25), no price, no unsubscribe; without a key (the
 * acknowledgement went beyond the hourly cap) the same e-mail without the link.
 */
import { describe, expect, it } from 'vitest';

import { COMPANY } from '#common/company-facts';

import { pathFor } from '../../src/lib/routes/route-manifest';
import {
  messageFromOutbox,
  type OutboxEmail,
} from '../../supabase/functions/email-outbox/email/outbox.ts';
import { renderEmail } from '../../supabase/functions/email-outbox/email/render.ts';
import {
  EMAIL_LANGUAGES,
  EMAIL_STRINGS,
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

const KEY = 'R3j3ct3dK3yR3j3ct3dK3yR3j3ct3d00';

/** An outbox row as reject_transport_request queues it (the request as the database holds it). */
function row(
  language: EmailLanguage,
  { key = KEY, request = {} }: { key?: string | null; request?: Record<string, unknown> } = {},
): OutboxEmail {
  return {
    id: '00000000-0000-4000-8000-000000000049',
    kind: 'request_rejected',
    party: 'customer',
    language,
    to_address: 'jan@example.pl',
    message_id: '<00000000-0000-4000-8000-000000000049@transport-site.invalid>',
    payload: {
      reference: REFERENCE,
      ...(key === null ? {} : { key }),
      request: { ...REQUEST, language, ...request },
    },
    unsubscribe_token: null,
    unsubscribe_url: null,
    site_url: `${SITE}/`,
    attempts: 0,
    claim_token: '00000000-0000-4000-9000-000000000049',
  };
}

const render = (outbox: OutboxEmail) => renderEmail(messageFromOutbox(outbox));

/** Per language: the subject, the sentence that says no, and the route line of the summary. */
const WRITTEN: Record<EmailLanguage, { subject: string; no: string; route: string }> = {
  de: {
    subject: 'Ihre Transportanfrage A-2026-00042: unsere Antwort',
    no: 'Wir haben Ihre Anfrage sorgfältig geprüft, können diesen Transport aber leider nicht übernehmen.',
    route: 'Strecke: Deutschland → Frankreich',
  },
  en: {
    subject: 'Your transport request A-2026-00042: our reply',
    no: 'We have looked at it carefully, but unfortunately we are unable to carry out this transport.',
    route: 'Route: Germany → France',
  },
  fr: {
    subject: 'Votre demande de transport A-2026-00042\u00a0: notre réponse',
    no: 'Nous l’avons examinée avec attention, mais nous ne sommes malheureusement pas en mesure d’effectuer ce transport.',
    route: 'Trajet\u00a0: Allemagne → France',
  },
  it: {
    subject: 'La Sua richiesta di trasporto A-2026-00042: la nostra risposta',
    no: 'L’abbiamo esaminata con attenzione, ma purtroppo non siamo in grado di effettuare questo trasporto.',
    route: 'Tratta: Germania → Francia',
  },
  es: {
    subject: 'Su solicitud de transporte A-2026-00042: nuestra respuesta',
    no: 'La hemos estudiado con atención, pero lamentablemente no podemos realizar este transporte.',
    route: 'Trayecto: Alemania → Francia',
  },
  nl: {
    subject: 'Uw transportaanvraag A-2026-00042: ons antwoord',
    no: 'Wij hebben uw aanvraag zorgvuldig bekeken, maar kunnen dit transport helaas niet uitvoeren.',
    route: 'Traject: Duitsland → Frankrijk',
  },
  pl: {
    subject: 'Państwa zapytanie o transport A-2026-00042: nasza odpowiedź',
    no: 'Dokładnie je przeanalizowaliśmy, ale niestety nie możemy zrealizować tego transportu.',
    route: 'Trasa: Niemcy → Francja',
  },
};

/** A marker in every text the visitor types, to find any of it in an e-mail. */
const MARKER = 'Zq9Rejected';
const MARKED = {
  name: `${MARKER} name`,
  company: `${MARKER} company`,
  phone: '+49 170 9999999',
  goods: `${MARKER} goods`,
  message: `${MARKER} message`,
  listing_url: `https://example.com/${MARKER}`,
  pickup: { address: `${MARKER} 1`, postcode: `${MARKER}2`, town: `${MARKER} 3`, country: 'DE' },
  delivery: { address: `${MARKER} 4`, postcode: null, town: `${MARKER} 5`, country: 'FR' },
};

describe('the rejection of a request', () => {
  it.each(EMAIL_LANGUAGES)(
    '%s: the reference, the polite no, the summary, what the customer may do, the link to the whole request',
    async (language) => {
      const email = await render(row(language));
      const written = WRITTEN[language];
      const texts = EMAIL_STRINGS[language].rejected;
      expect(email.subject).toBe(written.subject);
      expect(email.text).toContain(written.no);
      expect(email.text.split('\n')[0]).toBe(EMAIL_STRINGS[language].greeting);
      expect(email.text).toContain(`\n${written.route}\n`);
      expect(email.text).toContain(`\n${texts.next}\n`);
      const url = `${SITE}${pathFor('request', language)}?ref=${REFERENCE}&k=${KEY}`;
      const colon = language === 'fr' ? '\u00a0:' : ':';
      expect(email.text).toContain(
        `\n${EMAIL_STRINGS[language].received.button}${colon}\n${url}\n`,
      );
      expect(email.text).toContain(`\n${texts.link} ${texts.notYou}\n`);
      expect(email.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
      expect(email.html).toContain(`lang="${language}"`);
      for (const body of [email.text, email.html]) {
        expect(body).toContain(REFERENCE);
        expect(body).toContain(COMPANY.phone.display);
        expect(body).not.toMatch(/\{\{|\}\}/);
        // No price, no value, no unsubscribe, no way into the staff area.
        expect(body).not.toMatch(/€|EUR|180[.,\s\u00a0\u202f]?000/);
        expect(body).not.toMatch(/unsubscribe|abbestellen/i);
        expect(body).not.toContain('/admin');
      }
    },
  );

  it.each(EMAIL_LANGUAGES)(
    '%s: not a word the visitor typed, from a row that holds them all (DECISIONS 25)',
    async (language) => {
      const email = await render(row(language, { request: MARKED }));
      for (const body of [email.subject, email.text, email.html]) {
        expect(body).not.toContain(MARKER);
        expect(body).not.toContain('jan@example.pl');
      }
      expect(email.text).toContain(`\n${WRITTEN[language].route}\n`);
    },
  );

  it('without a key (no acknowledgement link beyond the hourly cap) goes without the link', async () => {
    const email = await render(row('de', { key: null }));
    const texts = EMAIL_STRINGS.de.rejected;
    expect(email.subject).toBe(WRITTEN.de.subject);
    expect(email.text).not.toContain('?ref=');
    expect(email.html).not.toContain('?ref=');
    expect(email.text).not.toContain(EMAIL_STRINGS.de.received.button);
    expect(email.text).not.toContain(texts.link);
    expect(email.text).toContain(`\n${texts.notYou}\n`);
  });

  it('keeps hostile text in the stored request out of the headers and the e-mail', async () => {
    const outbox = row('en', {
      request: {
        name: HOSTILE,
        goods: HOSTILE,
        message: HOSTILE,
        pickup: { address: HOSTILE, postcode: HOSTILE, town: HOSTILE, country: 'DE' },
      },
    });
    const { head, body } = await wire(outbox);
    expect(headerNames(head)).not.toContain('bcc');
    expect(head).not.toMatch(/thief|You won/);
    expect(body).not.toMatch(/thief|You won|<script>/);
  });
});
