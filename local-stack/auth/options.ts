/** Configuration of the auth service, shared by the routes. */
import type { Pool } from 'pg';

import type { AuthEmailOptions } from './mailer';

export interface AuthServiceOptions {
  /** Connects as supabase_auth_admin, the owner of the auth schema. */
  pool: Pool;
  /** HS256 secret for access tokens (GOTRUE_JWT_SECRET). */
  jwtSecret: string;
  /** Access-token lifetime (GOTRUE_JWT_EXP). */
  jwtExpirySeconds: number;
  /** How long a rotated refresh token may still be exchanged (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL). */
  refreshTokenReuseIntervalSeconds: number;
  /** The access token's `iss`, e.g. 'http://127.0.0.1:54321/auth/v1'. */
  issuer: string;
  /** GOTRUE_SITE_URL; kept for parity with GoTrue's configuration. */
  siteUrl: string;
  /** GOTRUE_PASSWORD_MIN_LENGTH (`[auth] minimum_password_length`); GoTrue's default is 6. */
  minPasswordLength?: number;
  /**
   * The per-client limits: `[auth.rate_limit] token_refresh` on /token and
   * `token_verifications` on /verify (requests per 5 minutes), and the header naming the client
   * (GOTRUE_RATE_LIMIT_HEADER). Left out, nothing is limited, as GoTrue does without a
   * rate-limit header.
   */
  rateLimit?: {
    tokenRefresh: number;
    tokenVerifications: number;
    header: string;
    /** Anonymous /recover requests per client an hour; 5 unless a test stack says otherwise. */
    recoverPerClientPerHour?: number;
  };
  /**
   * Auth e-mail (recovery, invite, magic link): templates, redirect allow-list, token expiry,
   * the hourly limit and the SMTP server. Left out, those endpoints answer 500 as a GoTrue
   * without a mailer would fail to send.
   */
  email?: AuthEmailOptions;
}

/** GoTrue's defaults that the CLI does not change (GOTRUE_JWT_AUD, GOTRUE_JWT_DEFAULT_GROUP_NAME, GOTRUE_JWT_ADMIN_ROLES as set by the CLI). */
export const JWT_AUDIENCE = 'authenticated';
export const DEFAULT_ROLE = 'authenticated';
export const ADMIN_ROLES: readonly string[] = ['service_role'];
