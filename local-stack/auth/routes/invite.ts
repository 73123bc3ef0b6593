/**
 * POST /invite (admin.inviteUserByEmail, supabase/auth internal/api/invite.go) and
 * POST /admin/generate_link (admin.generateLink, internal/api/mail.go `adminGenerateLink`) for
 * the invite, recovery and magiclink types. Both need the service role.
 */
import type { AdminContext } from '../context';
import { type Queryable, withTransaction } from '../db';
import { validateEmail } from '../email';
import { AuthApiError, badRequest, notFound, unprocessable, unsupported } from '../errors';
import {
  otpLength,
  redirectConfig,
  requestReferrer,
  sendTokenMail,
  TOKEN_COLUMN,
} from '../mail-flow';
import { confirmationUrl, type EmailActionType } from '../mailer';
import { newEmailToken, storeToken } from '../one-time-tokens';
import { DEFAULT_ROLE, JWT_AUDIENCE } from '../options';
import { isRedirectUrlValid } from '../redirect';
import { headerAudience, readParams } from '../request';
import { sendJson } from '../respond';
import { createUser, findUserByEmail, findUserById, renderUser, type UserRecord } from '../users';

const EMAIL_EXISTS = 'A user with this email address has already been registered';

/** The invited user: found unconfirmed, or created without a password (signupNewUser). */
async function invitee(
  tx: Queryable,
  email: string,
  aud: string,
  data: Record<string, unknown>,
): Promise<UserRecord> {
  const existing = await findUserByEmail(tx, email, aud);
  if (existing) {
    if (existing.email_confirmed_at) throw unprocessable('email_exists', EMAIL_EXISTS);
    return existing;
  }
  const id = await createUser(tx, {
    aud,
    role: DEFAULT_ROLE,
    email,
    password: { hash: '' },
    userMetadata: data,
    appMetadata: {},
    emailConfirmed: false,
  });
  const created = await findUserById(tx, id);
  if (!created) throw new AuthApiError(500, 'unexpected_failure', 'Database error saving new user');
  return created;
}

export async function invite(ctx: AdminContext): Promise<void> {
  const { pool } = ctx.options;
  const params = readParams(ctx.body, 'InviteParams');
  const email = validateEmail(params.string('email') ?? '');
  const data = params.object('data') ?? {};
  const aud = headerAudience(ctx.req) ?? JWT_AUDIENCE;
  const redirectTo = requestReferrer(ctx);
  const userId = await withTransaction(pool, async (tx) => {
    const user = await invitee(tx, email, aud, data);
    await sendTokenMail(ctx, tx, user, 'invite', redirectTo);
    return user.id;
  });
  const user = await findUserById(pool, userId);
  if (!user) throw new AuthApiError(500, 'unexpected_failure', 'Database error finding user');
  sendJson(ctx.res, 200, await renderUser(pool, user));
}

const LINK_TYPES: readonly string[] = ['invite', 'recovery', 'magiclink'];

export async function generateLink(ctx: AdminContext): Promise<void> {
  const { pool } = ctx.options;
  const params = readParams(ctx.body, 'GenerateLinkParams');
  const type = params.string('type') ?? '';
  const email = validateEmail(params.string('email') ?? '');
  params.string('new_email');
  params.string('password');
  const data = params.object('data') ?? {};
  const requested = params.string('redirect_to') ?? '';
  const redirectTo = isRedirectUrlValid(redirectConfig(ctx), requested)
    ? requested
    : requestReferrer(ctx);
  const aud = headerAudience(ctx.req) ?? JWT_AUDIENCE;

  if (!LINK_TYPES.includes(type)) {
    if (['signup', 'email_change_current', 'email_change_new'].includes(type)) {
      throw unsupported(`Generating a ${type} link`);
    }
    throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
  }
  const linkType = type as EmailActionType;
  const token = newEmailToken(email, otpLength(ctx));

  const userId = await withTransaction(pool, async (tx) => {
    let user = await findUserByEmail(tx, email, aud);
    if (linkType === 'invite') {
      user = await invitee(tx, email, aud, data);
    } else {
      if (!user && linkType === 'recovery') {
        throw notFound('user_not_found', 'User with this email not found');
      }
      // GoTrue turns a magic link for an unknown address into a sign-up, which is off here.
      if (!user) throw unsupported('Generating a magic link for an unknown address');
    }
    await storeToken(tx, user.id, email, TOKEN_COLUMN[linkType], token, linkType === 'invite');
    return user.id;
  });
  const user = await findUserById(pool, userId);
  if (!user) throw new AuthApiError(500, 'unexpected_failure', 'Database error finding user');
  sendJson(ctx.res, 200, {
    ...(await renderUser(pool, user)),
    action_link: confirmationUrl(ctx.options.issuer, token.link, linkType, redirectTo),
    email_otp: token.otp,
    hashed_token: token.link,
    verification_type: linkType,
    redirect_to: redirectTo,
  });
}
