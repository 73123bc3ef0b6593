/**
 * /admin/users endpoints (supabase/auth internal/api/admin.go). The router has already run
 * `requireAdmin` for every /admin path, as GoTrue's /admin route group does.
 */
import { randomBytes } from 'node:crypto';

import { requestAudience } from '../authenticate';
import type { AdminContext } from '../context';
import { withTransaction } from '../db';
import { validateEmail } from '../email';
import { AuthApiError, badRequest, notFound, unprocessable, unsupported } from '../errors';
import { DEFAULT_ROLE } from '../options';
import { readParams } from '../request';
import { sendJson } from '../respond';
import {
  BCRYPT_HASH,
  createUser,
  deleteUser,
  findUserById,
  isDuplicatedEmail,
  listUsers,
  type NewUser,
  renderUser,
  renderUsers,
  type UserRecord,
} from '../users';
import { NIL_UUID, parseUuid } from '../uuid';

const EMAIL_EXISTS = 'A user with this email address has already been registered';

/** Postgres unique_violation on the email index: a concurrent create with the same email. */
function isEmailConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'users_email_partial_key';
}

/** POST /admin/users. Answers 200 (not 201) with the User, as GoTrue does. */
export async function adminCreateUser(ctx: AdminContext): Promise<void> {
  const { pool } = ctx.options;
  const params = readParams(ctx.body, 'AdminUserParams');
  const id = params.string('id') ?? '';
  const audParam = params.string('aud') ?? '';
  const role = (params.string('role') ?? '').trim();
  const rawEmail = params.string('email') ?? '';
  const phone = params.string('phone') ?? '';
  const password = params.string('password');
  const passwordHash = params.string('password_hash') ?? '';
  const emailConfirm = params.bool('email_confirm');
  params.bool('phone_confirm');
  const userMetadata = params.object('user_metadata') ?? {};
  const appMetadata = params.object('app_metadata') ?? {};
  const banDuration = params.string('ban_duration') ?? '';

  const aud = audParam || requestAudience(ctx.req, ctx.admin);
  if (rawEmail === '' && phone === '') {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  let email = '';
  if (rawEmail !== '') {
    email = validateEmail(rawEmail);
    if (await isDuplicatedEmail(pool, email, aud))
      throw unprocessable('email_exists', EMAIL_EXISTS);
  }
  if (phone !== '') throw unsupported('Creating a user with a phone number');

  if (password !== undefined && passwordHash !== '') {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  let secret: NewUser['password'];
  if (passwordHash !== '') {
    if (!BCRYPT_HASH.test(passwordHash)) throw unsupported('A password hash other than bcrypt');
    secret = { hash: passwordHash };
  } else if (password !== undefined && password !== '') {
    // Go's bcrypt refuses to hash more than 72 bytes.
    if (Buffer.byteLength(password, 'utf8') > 72) {
      throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
    }
    secret = { plain: password };
  } else {
    // GoTrue gives password-less users a random 64-character password.
    secret = { plain: randomBytes(48).toString('base64url') };
  }

  let customId: string | undefined;
  if (id !== '') {
    const parsed = parseUuid(id);
    if (!parsed) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
    if (parsed === NIL_UUID) throw badRequest('validation_failed', 'ID cannot be a nil uuid');
    customId = parsed;
  }
  if (banDuration !== '' && banDuration !== 'none') throw unsupported('ban_duration');

  let userId: string;
  try {
    userId = await withTransaction(pool, (tx) =>
      createUser(tx, {
        id: customId,
        aud,
        role: role || DEFAULT_ROLE,
        email,
        password: secret,
        userMetadata,
        appMetadata,
        emailConfirmed: emailConfirm,
      }),
    );
  } catch (error) {
    if (isEmailConflict(error)) throw unprocessable('email_exists', EMAIL_EXISTS);
    console.error('[auth] creating user failed:', error);
    throw new AuthApiError(500, 'unexpected_failure', 'Database error creating new user');
  }
  const user = await findUserById(pool, userId);
  if (!user) throw new AuthApiError(500, 'unexpected_failure', 'Database error creating new user');
  sendJson(ctx.res, 200, await renderUser(pool, user));
}

function parsePageParameter(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value)) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`,
    );
  }
  return Math.max(1, Number(value));
}

/** GET /admin/users?page=&per_page=&filter= with GoTrue's Link and X-Total-Count headers. */
export async function adminListUsers(ctx: AdminContext): Promise<void> {
  const { pool } = ctx.options;
  const page = parsePageParameter(ctx.query.get('page'), 1);
  const perPage = parsePageParameter(ctx.query.get('per_page'), 50);
  const aud = requestAudience(ctx.req, ctx.admin);
  const { users, total } = await listUsers(pool, aud, ctx.query.get('filter') ?? '', page, perPage);

  const totalPages = Math.ceil(total / perPage);
  const link = (target: number): string => {
    const query = new URLSearchParams(ctx.query);
    query.set('page', String(target));
    // Go's url.Values.Encode sorts by key, so `page` comes before `per_page`: auth-js's
    // listUsers reads the page number from the first `=` of each link.
    query.sort();
    return `<${ctx.path}?${query.toString()}>`;
  };
  const links = [];
  if (totalPages > page) links.push(`${link(page + 1)}; rel="next"`);
  links.push(`${link(totalPages)}; rel="last"`);
  ctx.res.setHeader('Link', links.join(', '));
  ctx.res.setHeader('X-Total-Count', String(total));
  sendJson(ctx.res, 200, { users: await renderUsers(pool, users), aud });
}

/** admin.go `loadUser`: 404 for a malformed or unknown id. */
export async function loadUser(ctx: AdminContext): Promise<UserRecord> {
  const id = parseUuid(ctx.params.userId ?? '');
  if (!id) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.options.pool, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

export async function adminGetUser(ctx: AdminContext): Promise<void> {
  const user = await loadUser(ctx);
  sendJson(ctx.res, 200, await renderUser(ctx.options.pool, user));
}

/** DELETE /admin/users/{id}: a hard delete; answers 200 with `{}`. */
export async function adminDeleteUser(ctx: AdminContext): Promise<void> {
  const user = await loadUser(ctx);
  if (ctx.body.length > 0) {
    const params = readParams(ctx.body, 'adminUserDeleteParams');
    if (params.bool('should_soft_delete')) throw unsupported('Soft deletion');
  }
  await deleteUser(ctx.options.pool, user.id);
  sendJson(ctx.res, 200, {});
}
