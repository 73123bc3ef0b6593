import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '#common/languages';

import { submitRefusal } from '../api/submit-refusal';
import { refusalMessage } from './refusal-message';

const textsIn = (lang: Language): TFunction<'request'> =>
  createI18n({ lng: lang, resources: resourcesFor(lang) }).getFixedT(lang, 'request');

/** The database's refusal as the public client reports it (contract of issue #36). */
const refused = (code: string, details: string, hint: string | null = null) =>
  submitRefusal({ code, message: 'x', details, hint });

describe('refusalMessage', () => {
  it('says when the limits let the visitor send again, from the hint, in their language', () => {
    expect(refusalMessage(refused('PT429', 'client_limit', '1740'), textsIn('de'), 'de')).toBe(
      'Sie haben in kurzer Zeit mehrere Anfragen gesendet. Bitte versuchen Sie es in 29 Minuten erneut.',
    );
    expect(refusalMessage(refused('PT429', 'address_limit', '30000'), textsIn('pl'), 'pl')).toBe(
      'Z tego adresu e-mail otrzymaliśmy dziś już kilka zapytań. Prosimy spróbować ponownie za 9 godzin lub po prostu do nas zadzwonić.',
    );
    expect(refusalMessage(refused('PT429', 'busy', '42'), textsIn('en'), 'en')).toBe(
      'We are receiving a great many requests at the moment. Please try again in 42 seconds.',
    );
  });

  it('asks to send again after a renewed token, and says nothing is lost when the backend is down', () => {
    for (const [code, details] of [
      ['PT400', 'form_token_invalid'],
      ['PT410', 'form_token_expired'],
      ['PT409', 'form_token_used'],
    ] as const) {
      expect(refusalMessage(refused(code, details), textsIn('fr'), 'fr')).toBe(
        'Le formulaire avait expiré. Nous l’avons renouvelé\u00a0: veuillez envoyer à nouveau votre demande, rien de ce que vous avez saisi n’est perdu.',
      );
    }
    expect(
      refusalMessage(submitRefusal(new TypeError('Failed to fetch')), textsIn('it'), 'it'),
    ).toBe(
      'Non è stato possibile inviare la richiesta. I dati inseriti sono stati conservati; La preghiamo di riprovare tra poco.',
    );
  });

  it('reads the field of a 22023 refusal and a too-fast send', () => {
    expect(refused('22023', 'pickup.town:required')).toEqual({
      kind: 'invalid',
      field: 'pickup.town',
      rule: 'required',
    });
    expect(refused('PT425', 'form_token_too_fast')).toEqual({ kind: 'tooFast' });
  });
});
