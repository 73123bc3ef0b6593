/**
 * PUT /admin/users/{id} (supabase/auth internal/api/admin.go `adminUserUpdate`): checks in
 * GoTrue's order (user, JSON, email, phone, ban_duration, password strength), then one
 * transaction. A new password signs the user out everywhere (UpdatePassword with no session).
 */
import type { AdminContext } from '../context';
import { withTransaction } from '../db';
import { validateEmail } from '../email';
import { AuthApiError, badRequest } from '../errors';
import { GoDurationError, parseGoDuration } from '../go-duration';
import { checkPasswordStrength } from '../passwords';
import { readParams } from '../request';
import { sendJson } from '../respond';
import { deleteAllSessions } from '../sessions';
import { ban, confirmEmail, confirmPhone, setContact, setRole } from '../user-updates';
import { findUserById, renderUser, setPassword, updateMetadata } from '../users';
import { loadUser } from './admin';

// phone.go: "+" and spaces are dropped, then E.164 digits.
const E164 = /^[1-9][0-9]{1,14}$/;

function validatePhone(phone: string): string {
  const formatted = phone.replace(/^\+/, '').replaceAll(' ', '');
  if (!E164.test(formatted)) {
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
  }
  return formatted;
}

/** `ban_duration`: "none" lifts a ban, otherwise a Go duration; null when not given. */
function banDuration(value: string): bigint | null {
  if (value === '') return null;
  if (value === 'none') return 0n;
  try {
    return parseGoDuration(value);
  } catch (error) {
    if (!(error instanceof GoDurationError)) throw error;
    throw badRequest('validation_failed', `invalid format for ban duration: ${error.message}`);
  }
}

export async function adminUpdateUser(ctx: AdminContext): Promise<void> {
  const { pool } = ctx.options;
  const user = await loadUser(ctx);
  const params = readParams(ctx.body, 'AdminUserParams');
  const role = params.string('role') ?? '';
  const rawEmail = params.string('email') ?? '';
  const rawPhone = params.string('phone') ?? '';
  const password = params.string('password');
  const emailConfirm = params.bool('email_confirm');
  const phoneConfirm = params.bool('phone_confirm');
  const userMetadata = params.object('user_metadata');
  const appMetadata = params.object('app_metadata');
  const rawBan = params.string('ban_duration') ?? '';
  params.string('id');
  params.string('aud');
  params.string('password_hash');

  const email = rawEmail === '' ? '' : validateEmail(rawEmail);
  const phone = rawPhone === '' ? '' : validatePhone(rawPhone);
  const banFor = banDuration(rawBan);
  if (password !== undefined) {
    const problem = checkPasswordStrength(password, ctx.options.minPasswordLength);
    if (problem) throw problem;
  }

  try {
    await withTransaction(pool, async (tx) => {
      if (role !== '') await setRole(tx, user.id, role);
      if (emailConfirm) await confirmEmail(tx, user.id);
      if (phoneConfirm) await confirmPhone(tx, user.id);
      if (password !== undefined) {
        await setPassword(tx, user.id, password);
        await deleteAllSessions(tx, user.id);
      }
      if (email !== '') await setContact(tx, user.id, 'email', email, emailConfirm);
      if (phone !== '') await setContact(tx, user.id, 'phone', phone, phoneConfirm);
      if (appMetadata) await updateMetadata(tx, user.id, 'raw_app_meta_data', appMetadata);
      if (userMetadata) await updateMetadata(tx, user.id, 'raw_user_meta_data', userMetadata);
      if (banFor !== null) await ban(tx, user.id, banFor);
    });
  } catch (error) {
    // GoTrue wraps every failure of the transaction, an e-mail taken by another user included.
    console.error('[auth] updating user failed:', error);
    throw new AuthApiError(500, 'unexpected_failure', 'Error updating user');
  }
  const updated = (await findUserById(pool, user.id)) ?? user;
  sendJson(ctx.res, 200, await renderUser(pool, updated));
}
