import { AuthApiError, AuthSessionMissingError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { isSessionRejected } from './session-rejected';

describe('isSessionRejected', () => {
  it.each([
    ['PostgREST 12, expired', { code: 'PGRST301', message: 'JWT expired' }],
    ['PostgREST 12, malformed', { code: 'PGRST301', message: 'JWSError (JSONDecodeError)' }],
    ['newer PostgREST, expired', { code: 'PGRST303', message: 'JWT expired' }],
    ['a 401 from Auth', new AuthApiError('invalid JWT', 401, 'bad_jwt')],
    ['no session left', new AuthSessionMissingError()],
  ])('is true for %s', (_label, error) => {
    expect(isSessionRejected(error)).toBe(true);
  });

  it.each([
    ['no row', { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows' }],
    ['a denied write (RLS)', { code: '42501', message: 'permission denied for table shipments' }],
    [
      'wrong credentials',
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    ],
    ['a network error', new TypeError('fetch failed')],
    ['nothing', null],
  ])('is false for %s', (_label, error) => {
    expect(isSessionRejected(error)).toBe(false);
  });
});
