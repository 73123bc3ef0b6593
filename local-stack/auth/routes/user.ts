/** GET /user and PUT /user (supabase/auth internal/api/user.go). */
import { requestAudience, requireAuthentication } from '../authenticate';
import type { RequestContext } from '../context';
import { withTransaction } from '../db';
import { validateEmail } from '../email';
import { badRequest, forbidden, unprocessable, unsupported } from '../errors';
import { checkPasswordStrength } from '../passwords';
import { readParams } from '../request';
import { sendJson } from '../respond';
import { deleteAllSessions, deleteOtherSessions } from '../sessions';
import { findUserById, passwordMatches, renderUser, setPassword, updateMetadata } from '../users';

export async function getUser(ctx: RequestContext): Promise<void> {
  const { pool, jwtSecret } = ctx.options;
  const { claims, user } = await requireAuthentication(ctx.req, pool, jwtSecret);
  const aud = requestAudience(ctx.req, claims);
  if (claims.aud[0] === undefined || claims.aud[0] !== aud) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  sendJson(ctx.res, 200, await renderUser(pool, user));
}

/**
 * Supports what the site needs: a new password and user_metadata (`data`). Changing the
 * email address or phone number needs a mailer/SMS flow this service does not have.
 */
export async function updateUser(ctx: RequestContext): Promise<void> {
  const { pool, jwtSecret } = ctx.options;
  const { user, session } = await requireAuthentication(ctx.req, pool, jwtSecret);

  const params = readParams(ctx.body, 'UserUpdateParams');
  const email = params.string('email') ?? '';
  const phone = params.string('phone') ?? '';
  const password = params.string('password');
  const data = params.object('data');
  const appMetadata = params.object('app_metadata');
  params.string('current_password');
  params.string('nonce');
  params.string('channel');
  params.string('code_challenge');
  params.string('code_challenge_method');

  // validateUserUpdateParams order: email, phone, then password strength.
  if (email !== '' && validateEmail(email) !== (user.email ?? '').toLowerCase()) {
    throw unsupported('Changing the email address');
  }
  if (phone !== '' && phone !== (user.phone ?? '')) throw unsupported('Changing the phone number');
  if (password !== undefined) {
    const problem = checkPasswordStrength(password, ctx.options.minPasswordLength);
    if (problem) throw problem;
  }
  // Users have the role `authenticated`, never GoTrue's admin group.
  if (appMetadata !== undefined) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (
    password !== undefined &&
    user.has_password &&
    (await passwordMatches(pool, user.id, password))
  ) {
    throw unprocessable('same_password', 'New password should be different from the old password.');
  }

  await withTransaction(pool, async (tx) => {
    if (password !== undefined) {
      await setPassword(tx, user.id, password);
      // A new password ends every other session (models.User.UpdatePassword).
      if (session) await deleteOtherSessions(tx, session.id, user.id);
      else await deleteAllSessions(tx, user.id);
    }
    if (data !== undefined) await updateMetadata(tx, user.id, 'raw_user_meta_data', data);
  });

  const updated = (await findUserById(pool, user.id)) ?? user;
  sendJson(ctx.res, 200, await renderUser(pool, updated));
}
