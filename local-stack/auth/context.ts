/** What every route handler receives. */
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { AddressFrequency } from './address-frequency';
import type { BackgroundQueue } from './background';
import type { CodeFailures } from './code-failures';
import type { VerifiedClaims } from './jwt';
import type { AuthMailer } from './mailer';
import type { AuthServiceOptions } from './options';
import type { StandInPasswordHash } from './passwords';
import type { TokenBucket } from './rate-limit';

/** The service's per-client limiters; null when the options configure none. */
interface Limiters {
  token: TokenBucket | null;
  /** `/verify`, GoTrue's `Verify` limiter (`token_verifications`). */
  verify: TokenBucket | null;
  /** Wrong e-mail codes per address; locks the code form of an address that keeps guessing. */
  codeFailures: CodeFailures;
  /** Anonymous /recover requests per client (RECOVER_PER_CLIENT_PER_HOUR). */
  recover: TokenBucket | null;
  /** Anonymous /recover requests per address (`[auth.email] max_frequency`); null without e-mail. */
  recoverAddresses: AddressFrequency | null;
  /** Recovery e-mails per address an hour on anonymous requests; null without e-mail. */
  recoverAllowance: TokenBucket | null;
  /** What anonymous /recover does after answering. */
  background: BackgroundQueue;
  /** Sends auth e-mail and holds the hourly e-mail limit; null without `options.email`. */
  mailer: AuthMailer | null;
  /** What sign-in compares a password with when the address has none (unknown, removed). */
  standInPassword: StandInPasswordHash;
}

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  /** The path after /auth/v1, e.g. '/token'. */
  path: string;
  query: URLSearchParams;
  /** The raw request body (size-capped by the gateway). */
  body: Buffer;
  options: AuthServiceOptions;
  limiters: Limiters;
  /** Named segments of the matched route, e.g. { userId } for /admin/users/{id}. */
  params: Record<string, string>;
}

/** The context of an /admin route, after `requireAdmin` accepted the caller's token. */
export interface AdminContext extends RequestContext {
  admin: VerifiedClaims;
}

export type RouteHandler = (ctx: RequestContext) => Promise<void> | void;
export type AdminRouteHandler = (ctx: AdminContext) => Promise<void> | void;
