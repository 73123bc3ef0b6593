/**
 * No customer reads the Romanian the data is stored in (issue #33, E1): every rendered e-mail,
 * in every language, for each of the four known statuses at the neutral place, is free of
 * "Depozit" and of the stored status words, in its subject, text and HTML.
 */
import { describe, expect, it } from 'vitest';

import { KNOWN_STATUS_VALUES } from '#common/shipments/status';

import {
  renderEmail,
  type StatusEmail,
} from '../../supabase/functions/email-outbox/email/render.ts';
import { EMAIL_LANGUAGES } from '../../supabase/functions/email-outbox/email/strings.ts';
import { romanianDataWords } from '../support/register-checks';

const statusEmail = (language: StatusEmail['language'], change: Partial<StatusEmail> = {}) =>
  renderEmail({
    kind: 'status',
    language,
    siteUrl: 'https://www.example.com',
    trackingNumber: '482913',
    status: 'În tranzit',
    location: 'Depozit',
    at: '2026-12-03T13:05:00Z',
    expectedFrom: '2026-12-05',
    expectedTo: '2026-12-07',
    event: null,
    unsubscribeUrl: `https://www.example.com/${language}/unsubscribe?token=t`,
    ...change,
  });

describe.each(EMAIL_LANGUAGES)('the %s e-mails', (lang) => {
  it.each(KNOWN_STATUS_VALUES)(
    'say "%s" at the neutral place in the reader’s words',
    async (status) => {
      const email = await statusEmail(lang, { status });
      expect(romanianDataWords([email.subject, email.text, email.html].join('\n'))).toEqual([]);
    },
  );

  it('carry no Romanian data word in the link e-mail either', async () => {
    const email = await renderEmail({
      kind: 'link',
      language: lang,
      siteUrl: 'https://www.example.com',
      trackingNumber: '482913',
      key: 'k3y',
    });
    expect(romanianDataWords([email.subject, email.text, email.html].join('\n'))).toEqual([]);
  });
});

describe('the data word check itself', () => {
  it('finds "Depozit" in a rendered French e-mail', async () => {
    // A place that is more than the neutral one stays as typed (E2, the owner's call).
    const email = await statusEmail('fr', { location: 'Depozit Lyon' });
    expect(romanianDataWords(email.text)).toEqual(['Depozit']);
    expect(romanianDataWords(email.html)).toEqual(['Depozit']);
  });

  it('finds every stored status word, in any case, and nothing in translations', () => {
    expect(romanianDataWords('Expediere creată · ÎN TRANZIT · livrat · Probleme')).toEqual([
      'Expediere creată',
      'ÎN TRANZIT',
      'livrat',
      'Probleme',
    ]);
    expect(romanianDataWords('Lager · Dépôt · Magazzino · In transito · Problem')).toEqual([]);
  });
});
