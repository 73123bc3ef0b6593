/**
 * The token response of both grants (supabase/auth internal/tokens/service.go
 * `AccessTokenResponse`, `GenerateAccessToken`).
 */
import type { Queryable } from './db';
import { sortedMap } from './gojson';
import { signAccessToken } from './jwt';
import type { AuthServiceOptions } from './options';
import { findSession, sessionAmr } from './sessions';
import { renderUser, type UserRecord } from './users';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

export async function tokenResponse(
  db: Queryable,
  options: AuthServiceOptions,
  user: UserRecord,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const session = await findSession(db, sessionId);
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + options.jwtExpirySeconds;
  const accessToken = await signAccessToken(options.jwtSecret, {
    iss: options.issuer,
    sub: user.id,
    aud: user.aud ?? '',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: sortedMap(user.app_metadata) ?? {},
    user_metadata: sortedMap(user.user_metadata) ?? {},
    role: user.role ?? '',
    aal: session?.aal ?? 'aal1',
    amr: await sessionAmr(db, sessionId),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    // GoTrue answers its setting (token.go: ExpiresIn: config.JWT.Exp), not a difference of
    // clocks that read 3599 when a second ticked over between the two (issue #38's soak).
    expires_in: options.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await renderUser(db, user),
  };
}
