import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { ADMIN_LANGUAGE } from '#common/languages';

import { MIN_PASSWORD_LENGTH as AUTH_MIN_PASSWORD_LENGTH } from '../../../../local-stack/config';
import { MIN_PASSWORD_LENGTH, newPasswordSchema } from './new-password-schema';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });
const schema = newPasswordSchema(i18n.getFixedT(ADMIN_LANGUAGE, 'admin'));

function messages(input: { password: string; confirm: string }): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  // The first message per field, as the form shows it.
  const shown: Record<string, string> = {};
  for (const issue of result.error.issues) shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

describe('newPasswordSchema', () => {
  it('asks for the same length as Auth (config.toml)', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(AUTH_MIN_PASSWORD_LENGTH);
  });

  it('requires both fields', () => {
    expect(messages({ password: '', confirm: '' })).toEqual({
      password: 'Introdu parola nouă.',
      confirm: 'Repetă parola nouă.',
    });
  });

  it('wants 12 characters at least', () => {
    expect(messages({ password: 'elf-chars-x', confirm: 'elf-chars-x' })).toEqual({
      password: 'Parola trebuie să aibă cel puțin 12 caractere.',
    });
    expect(messages({ password: 'twelve-chars', confirm: 'twelve-chars' })).toEqual({});
  });

  it('refuses what bcrypt would cut: more than 72 bytes, diacritics counting two', () => {
    expect(messages({ password: 'a'.repeat(72), confirm: 'a'.repeat(72) })).toEqual({});
    const long = 'ș'.repeat(37);
    expect(messages({ password: long, confirm: long })).toEqual({
      password:
        'Parola este prea lungă: cel mult 72 de caractere, iar o literă cu diacritice contează cât două.',
    });
  });

  it('wants the password typed twice alike', () => {
    expect(
      messages({ password: 'correct horse battery', confirm: 'correct horse batery' }),
    ).toEqual({ confirm: 'Parolele nu coincid.' });
  });

  it('keeps the password as typed, spaces included', () => {
    expect(schema.parse({ password: ' twelve chars ', confirm: ' twelve chars ' })).toEqual({
      password: ' twelve chars ',
      confirm: ' twelve chars ',
    });
  });
});
