/**
 * The admin update's writes to auth.users and auth.identities (supabase/auth
 * internal/models/user.go `SetRole`, `Confirm`, `ConfirmPhone`, `SetEmail`, `SetPhone`, `Ban`;
 * identity.go `UpdateIdentityData`). Each runs inside the caller's transaction.
 */
import type { Queryable } from './db';
import { clearAllCodes } from './one-time-tokens';
import { updateMetadata } from './users';

export async function setRole(db: Queryable, userId: string, role: string): Promise<void> {
  await db.query('update auth.users set role = $2, updated_at = now() where id = $1', [
    userId,
    role.trim(),
  ]);
}

/** models.User.Confirm: confirmed now, user_metadata.email_verified = true, no code pending. */
export async function confirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set confirmation_token = '', email_confirmed_at = now(), updated_at = now()
      where id = $1`,
    [userId],
  );
  await updateMetadata(db, userId, 'raw_user_meta_data', { email_verified: true });
  await clearAllCodes(db, userId);
}

export async function confirmPhone(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set confirmation_token = '', phone_confirmed_at = now(), updated_at = now()
      where id = $1`,
    [userId],
  );
  await clearAllCodes(db, userId);
}

/**
 * The user's identity for `provider` gets the new address (merged into identity_data), or is
 * created when the user has none; then the user row takes the address.
 */
export async function setContact(
  db: Queryable,
  userId: string,
  provider: 'email' | 'phone',
  value: string,
  verified: boolean,
): Promise<void> {
  const data = { [provider]: value, [`${provider}_verified`]: verified };
  const updated = await db.query(
    `update auth.identities set identity_data = identity_data || $3::jsonb, updated_at = now()
      where provider_id = $1 and provider = $2`,
    [userId, provider, JSON.stringify(data)],
  );
  if ((updated.rowCount ?? 0) === 0) {
    const identity = { sub: userId, email_verified: false, phone_verified: false, ...data };
    await db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, $3::jsonb, $2, now(), now(), now())`,
      [userId, provider, JSON.stringify(identity)],
    );
  }
  await db.query(`update auth.users set ${provider} = $2, updated_at = now() where id = $1`, [
    userId,
    value,
  ]);
}

/** models.User.Ban: a zero duration lifts the ban; a negative one ends in the past. */
export async function ban(db: Queryable, userId: string, nanoseconds: bigint): Promise<void> {
  await db.query(
    `update auth.users
        set banned_until = case when $2::numeric = 0 then null
                                else now() + ($2::numeric / 1000)::float8 * interval '1 microsecond' end,
            updated_at = now()
      where id = $1`,
    [userId, nanoseconds.toString()],
  );
}
