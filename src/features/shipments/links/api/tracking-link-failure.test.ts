import { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { ServerUnreachableError } from '@/lib/request-error';

import { trackingLinkFailure } from './tracking-link-failure';

const answer = (code: string, details = '') =>
  new PostgrestError({ message: 'refused', code, details, hint: '' });

describe('what a failed link request means', () => {
  it('reads the codes and details of the link functions', () => {
    expect(trackingLinkFailure(answer('PT409', 'link_exists'))).toBe('exists');
    expect(trackingLinkFailure(answer('P0002', 'no_shipment'))).toBe('gone');
    expect(trackingLinkFailure(answer('P0002', 'no_link'))).toBe('linkGone');
    expect(trackingLinkFailure(answer('22023', 'expiry_in_past'))).toBe('expiryInPast');
    expect(trackingLinkFailure(answer('42501'))).toBe('forbidden');
  });

  it('tells an unreachable server and an ended session apart from the rest', () => {
    expect(trackingLinkFailure(new ServerUnreachableError(answer('')))).toBe('unreachable');
    expect(trackingLinkFailure(answer('PGRST301'))).toBe('sessionRejected');
    expect(trackingLinkFailure(answer('22023', 'bad_party'))).toBe('unexpected');
    expect(trackingLinkFailure(answer('PT409', 'conflict'))).toBe('unexpected');
    expect(trackingLinkFailure(new Error('boom'))).toBe('unexpected');
  });
});
