import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { ADMIN_LANGUAGE } from '#common/languages';

import { requestResetSchema } from './request-reset-schema';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });
const schema = requestResetSchema(i18n.getFixedT(ADMIN_LANGUAGE, 'admin'));

const firstMessage = (email: string) => schema.safeParse({ email }).error?.issues[0]?.message;

describe('requestResetSchema', () => {
  it("has the login form's messages, one at a time", () => {
    expect(firstMessage('  ')).toBe('Introdu adresa de e-mail.');
    expect(schema.safeParse({ email: '  ' }).error?.issues).toHaveLength(1);
    expect(firstMessage('staff')).toBe('Introdu o adresă de e-mail validă.');
  });

  it('trims the address', () => {
    expect(schema.parse({ email: ' staff@example.com ' })).toEqual({ email: 'staff@example.com' });
  });
});
