import { describe, expect, it } from 'vitest';

import { signInSchema } from './sign-in-schema';

function messages(input: { email: string; password: string }): Record<string, string> {
  const result = signInSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('signInSchema', () => {
  it('requires both fields', () => {
    expect(messages({ email: '  ', password: '' })).toEqual({
      email: 'login.emailRequired',
      password: 'login.passwordRequired',
    });
  });

  it('wants an e-mail address in the first field', () => {
    expect(messages({ email: 'staff', password: 'x' })).toEqual({ email: 'login.emailInvalid' });
  });

  it('trims the e-mail but keeps the password as typed', () => {
    expect(signInSchema.parse({ email: ' staff@example.com ', password: ' pass ' })).toEqual({
      email: 'staff@example.com',
      password: ' pass ',
    });
  });
});
