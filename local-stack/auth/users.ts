/**
 * auth.users and auth.identities: lookups, the User JSON GoTrue returns, and writes.
 *
 * Lookups filter like GoTrue's models/user.go (`instance_id = uuid.Nil`, email compared
 * lower-cased, `is_sso_user = false` for email logins), so a seed row that real GoTrue would
 * not find is not found here either.
 */
import { randomUUID } from 'node:crypto';

import { goTime, NIL_INSTANCE_ID, type Queryable, timestampSql } from './db';
import { sortedMap } from './gojson';
import { clearAllCodes } from './one-time-tokens';

type JsonMap = Record<string, unknown>;

/** A row of auth.users as the API needs it; timestamps are RFC 3339 text. */
export interface UserRecord {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  has_password: boolean;
  email_confirmed_at: string | null;
  invited_at: string | null;
  phone_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  phone_change: string | null;
  phone_change_sent_at: string | null;
  reauthentication_sent_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: JsonMap | null;
  user_metadata: JsonMap | null;
  created_at: string | null;
  updated_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
  is_anonymous: boolean;
  is_banned: boolean;
}

interface IdentityRecord {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonMap | null;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

const USER_TIMESTAMPS = [
  'email_confirmed_at',
  'invited_at',
  'phone_confirmed_at',
  'confirmation_sent_at',
  'confirmed_at',
  'recovery_sent_at',
  'email_change_sent_at',
  'phone_change_sent_at',
  'reauthentication_sent_at',
  'last_sign_in_at',
  'created_at',
  'updated_at',
  'banned_until',
  'deleted_at',
] as const;

// JSONMap.Scan in GoTrue turns a SQL NULL into {}.
const USER_COLUMNS = `
  u.id, u.aud, u.role, u.email, u.phone,
  coalesce(u.encrypted_password, '') <> '' as has_password,
  ${USER_TIMESTAMPS.map((name) => `${timestampSql(`u.${name}`)} as ${name}`).join(',\n  ')},
  u.email_change, u.phone_change,
  coalesce(u.raw_app_meta_data, '{}'::jsonb) as app_metadata,
  coalesce(u.raw_user_meta_data, '{}'::jsonb) as user_metadata,
  u.is_anonymous,
  coalesce(u.banned_until > now(), false) as is_banned`;

function normaliseUser(row: UserRecord): UserRecord {
  const user = { ...row };
  for (const name of USER_TIMESTAMPS) user[name] = goTime(row[name]);
  return user;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users u where u.instance_id = $1 and u.id = $2`,
    [NIL_INSTANCE_ID, id],
  );
  return rows[0] ? normaliseUser(rows[0]) : null;
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
  aud: string,
): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users u
      where u.instance_id = $1 and lower(u.email) = $2 and u.aud = $3 and u.is_sso_user = false
      limit 1`,
    [NIL_INSTANCE_ID, email.toLowerCase(), aud],
  );
  return rows[0] ? normaliseUser(rows[0]) : null;
}

/** models.IsDuplicatedEmail, without account-linking domains: any identity or user with it. */
export async function isDuplicatedEmail(
  db: Queryable,
  email: string,
  aud: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from auth.users u
      where u.aud = $2 and (
        u.id in (select i.user_id from auth.identities i where i.email = $1)
        or (u.instance_id = $3 and lower(u.email) = $1 and u.is_sso_user = false)
      )
      limit 1`,
    [email.toLowerCase(), aud, NIL_INSTANCE_ID],
  );
  return (rowCount ?? 0) > 0;
}

const IDENTITY_COLUMNS = `id, provider_id, user_id, identity_data, provider, email,
  ${timestampSql('last_sign_in_at')} as last_sign_in_at,
  ${timestampSql('created_at')} as created_at,
  ${timestampSql('updated_at')} as updated_at`;

async function loadIdentities(db: Queryable, userId: string): Promise<IdentityRecord[]> {
  const { rows } = await db.query<IdentityRecord>(
    `select ${IDENTITY_COLUMNS} from auth.identities where user_id = $1
      order by created_at asc nulls last, id`,
    [userId],
  );
  return rows;
}

function identityJson(identity: IdentityRecord): JsonMap {
  // Field order and omitempty rules of models.Identity.
  const json: JsonMap = {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
  };
  if (identity.identity_data && Object.keys(identity.identity_data).length > 0) {
    json.identity_data = sortedMap(identity.identity_data);
  }
  json.provider = identity.provider;
  if (identity.last_sign_in_at) json.last_sign_in_at = goTime(identity.last_sign_in_at);
  json.created_at = goTime(identity.created_at);
  json.updated_at = goTime(identity.updated_at);
  if (identity.email) json.email = identity.email;
  return json;
}

/** The User object in models.User's field order, with its omitempty rules. */
function userJson(user: UserRecord, identities: IdentityRecord[]): JsonMap {
  const json: JsonMap = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
  };
  const optional = (key: string, value: string | null): void => {
    if (value) json[key] = value;
  };
  optional('email_confirmed_at', user.email_confirmed_at);
  optional('invited_at', user.invited_at);
  json.phone = user.phone ?? '';
  optional('phone_confirmed_at', user.phone_confirmed_at);
  optional('confirmation_sent_at', user.confirmation_sent_at);
  optional('confirmed_at', user.confirmed_at);
  optional('recovery_sent_at', user.recovery_sent_at);
  optional('new_email', user.email_change);
  optional('email_change_sent_at', user.email_change_sent_at);
  optional('new_phone', user.phone_change);
  optional('phone_change_sent_at', user.phone_change_sent_at);
  optional('reauthentication_sent_at', user.reauthentication_sent_at);
  optional('last_sign_in_at', user.last_sign_in_at);
  json.app_metadata = sortedMap(user.app_metadata);
  json.user_metadata = sortedMap(user.user_metadata);
  json.identities = identities.map(identityJson);
  json.created_at = user.created_at;
  json.updated_at = user.updated_at;
  optional('banned_until', user.banned_until);
  optional('deleted_at', user.deleted_at);
  json.is_anonymous = user.is_anonymous;
  return json;
}

/** Loads the user's identities and renders the User object. */
export async function renderUser(db: Queryable, user: UserRecord): Promise<JsonMap> {
  return userJson(user, await loadIdentities(db, user.id));
}

// Only bcrypt hashes can be checked with pgcrypto; GoTrue also accepts argon2 and
// Firebase scrypt hashes, which this service does not support.
export const BCRYPT_HASH = /^\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}$/;

/**
 * Compares `password` with the stored bcrypt hash inside Postgres (pgcrypto's crypt). With
 * `standIn`, an account without a usable hash (or no account: `userId` null) is compared with
 * that hash instead and refused, so the answer takes as long as for a wrong password.
 */
export async function passwordMatches(
  db: Queryable,
  userId: string | null,
  password: string,
  standIn?: string,
): Promise<boolean> {
  // The same queries whoever asks: the nil id belongs to nobody.
  const { rows } = await db.query<{ encrypted_password: string | null }>(
    'select encrypted_password from auth.users where id = $1',
    [userId ?? NIL_INSTANCE_ID],
  );
  const stored = rows[0]?.encrypted_password ?? '';
  const usable = BCRYPT_HASH.test(stored);
  if (stored !== '' && !usable) {
    console.error(`[auth] user ${userId} has a password hash that is not bcrypt; login refused`);
  }
  const hash = usable ? stored : standIn;
  if (hash === undefined) return false;
  const result = await db.query<{ matches: boolean }>(
    'select extensions.crypt($1, $2) = $2 as matches',
    [password, hash],
  );
  return usable && result.rows[0]?.matches === true;
}

/**
 * Stores a new bcrypt hash (cost 10, GoTrue's default) and clears the pending one-time
 * tokens, as models.User.UpdatePassword does.
 */
export async function setPassword(db: Queryable, userId: string, password: string): Promise<void> {
  await db.query(
    `update auth.users set
        encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)),
        confirmation_token = '', confirmation_sent_at = null,
        recovery_token = '', recovery_sent_at = null,
        email_change_token_current = '', email_change_token_new = '', email_change_sent_at = null,
        phone_change_token = '', phone_change_sent_at = null,
        reauthentication_token = '', reauthentication_sent_at = null,
        updated_at = now()
      where id = $1`,
    [userId, password],
  );
  await clearAllCodes(db, userId);
}

/** Splits GoTrue's metadata update map: `null` values delete keys, others overwrite them. */
function splitUpdates(updates: JsonMap): { set: JsonMap; remove: string[] } {
  const set: JsonMap = {};
  const remove: string[] = [];
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) remove.push(key);
    else set[key] = value;
  }
  return { set, remove };
}

export async function updateMetadata(
  db: Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  updates: JsonMap,
): Promise<void> {
  const { set, remove } = splitUpdates(updates);
  await db.query(
    `update auth.users
        set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[],
            updated_at = now()
      where id = $1`,
    [userId, JSON.stringify(set), remove],
  );
}

export async function recordSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
    [userId],
  );
}

export interface NewUser {
  id?: string;
  aud: string;
  role: string;
  email: string;
  /** A plaintext password to hash, or an existing bcrypt hash. */
  password: { plain: string } | { hash: string };
  userMetadata: JsonMap;
  appMetadata: JsonMap;
  emailConfirmed: boolean;
}

/**
 * Inserts the user and its email identity, as api/admin.go `adminUserCreate` does:
 * app_metadata starts as {provider, providers}, email_confirm also sets
 * user_metadata.email_verified (models.User.Confirm).
 */
export async function createUser(db: Queryable, input: NewUser): Promise<string> {
  const id = input.id ?? randomUUID();
  const userMetadata = input.emailConfirmed
    ? { ...input.userMetadata, email_verified: true }
    : input.userMetadata;
  const appMetadata = { provider: 'email', providers: ['email'], ...input.appMetadata };
  const isHash = 'hash' in input.password;
  const secret = 'hash' in input.password ? input.password.hash : input.password.plain;
  await db.query(
    `insert into auth.users (
        instance_id, id, aud, role, email, encrypted_password,
        email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
        created_at, updated_at, confirmation_token, recovery_token,
        email_change_token_new, email_change
      ) values (
        $1, $2, $3, $4, $5,
        case when $6::boolean then $7 else extensions.crypt($7, extensions.gen_salt('bf', 10)) end,
        case when $8::boolean then now() end, $9::jsonb, $10::jsonb,
        now(), now(), '', '', '', ''
      )`,
    [
      NIL_INSTANCE_ID,
      id,
      input.aud,
      input.role,
      input.email,
      isHash,
      secret,
      input.emailConfirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(userMetadata),
    ],
  );
  const identityData = {
    sub: id,
    email: input.email,
    email_verified: false,
    phone_verified: false,
  };
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  return id;
}

export async function deleteUser(db: Queryable, id: string): Promise<void> {
  // Sessions, refresh tokens (through sessions), identities and AMR claims cascade.
  await db.query('delete from auth.users where id = $1', [id]);
}

/** models.FindUsersInAudience: newest first, `filter` matched against email and full_name. */
export async function listUsers(
  db: Queryable,
  aud: string,
  filter: string,
  page: number,
  perPage: number,
): Promise<{ users: UserRecord[]; total: number }> {
  const where = `u.instance_id = $1 and u.aud = $2
    and ($3 = '' or u.email like '%' || $3 || '%' or u.raw_user_meta_data ->> 'full_name' ilike '%' || $3 || '%')`;
  const { rows } = await db.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users u where ${where}
      order by u.created_at desc, u.id
      limit $4 offset $5`,
    [NIL_INSTANCE_ID, aud, filter, perPage, (page - 1) * perPage],
  );
  const count = await db.query<{ total: string }>(
    `select count(*) as total from auth.users u where ${where}`,
    [NIL_INSTANCE_ID, aud, filter],
  );
  return { users: rows.map(normaliseUser), total: Number(count.rows[0]?.total ?? 0) };
}

/** Renders many users with one identities query. */
export async function renderUsers(db: Queryable, users: UserRecord[]): Promise<JsonMap[]> {
  if (users.length === 0) return [];
  const { rows } = await db.query<IdentityRecord>(
    `select ${IDENTITY_COLUMNS} from auth.identities where user_id = any($1::uuid[])
      order by created_at asc nulls last, id`,
    [users.map((user) => user.id)],
  );
  return users.map((user) =>
    userJson(
      user,
      rows.filter((row) => row.user_id === user.id),
    ),
  );
}
