import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { ADMIN_LANGUAGE } from '#common/languages';

import { signInSchema } from './sign-in-schema';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });
const schema = signInSchema(i18n.getFixedT(ADMIN_LANGUAGE, 'admin'));

function messages(input: { email: string; password: string }): Record<string, string> {
  const result = v.safeParse(schema, input);
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((i) => [String(i.path?.[0]?.key), i.message]));
}

describe('signInSchema', () => {
  it('requires both fields', () => {
    expect(messages({ email: '  ', password: '' })).toEqual({
      email: 'Introdu adresa de e-mail.',
      password: 'Introdu parola.',
    });
  });

  it('wants an e-mail address in the first field', () => {
    expect(messages({ email: 'staff', password: 'x' })).toEqual({
      email: 'Introdu o adresă de e-mail validă.',
    });
  });

  it('trims the e-mail but keeps the password as typed', () => {
    expect(v.parse(schema, { email: ' staff@example.com ', password: ' pass ' })).toEqual({
      email: 'staff@example.com',
      password: ' pass ',
    });
  });
});
