/**
 * Constants of the local Supabase-compatible stack.
 *
 * The JWT secret and the two keys are the Supabase CLI's well-known local demo values
 * (supabase/cli pkg/config/apikeys.go), so the site runs unchanged against `supabase start`.
 * They are public and only ever valid on a developer's loopback stack.
 */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The CLI's opaque keys (sb_publishable_…, sb_secret_…), which the gateway maps to the JWTs above. */
export const DEMO_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEMO_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** The data folder `npm start` keeps between runs (git-ignored). */
export const LOCAL_DATA_DIR = 'local-stack/.data/db';

/** Passwords of the database's login roles. Local only; the stack listens on loopback. */
export const DB_SUPERUSER = 'supabase_admin';
export const DB_PASSWORD = 'postgres';

/** Access-token lifetime, GoTrue's default `GOTRUE_JWT_EXP`. */
export const JWT_EXPIRY_SECONDS = 3600;

/** The CLI's `refresh_token_reuse_interval` default. */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

/** `[auth] minimum_password_length` in supabase/config.toml: staff passwords are 12+ characters. */
export const MIN_PASSWORD_LENGTH = 12;

/** Largest request body the gateway forwards. Bigger bodies get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
