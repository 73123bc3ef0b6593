/**
 * POST /signup with signups disabled (GOTRUE_DISABLE_SIGNUP=true). The checks before the
 * refusal follow api.go's /signup route: parse the body, then the anonymous-sign-in case.
 */
import type { RequestContext } from '../context';
import { unprocessable } from '../errors';
import { readParams } from '../request';

export function signup(ctx: RequestContext): void {
  const params = readParams(ctx.body, 'SignupParams');
  // Type-check the fields GoTrue decodes, so a malformed body is still a 400 bad_json.
  const email = params.string('email') ?? '';
  const phone = params.string('phone') ?? '';
  params.string('password');
  params.string('channel');
  params.string('code_challenge');
  params.string('code_challenge_method');
  params.object('data');

  if (email === '' && phone === '') {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
}
