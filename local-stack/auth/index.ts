/**
 * A small service that speaks the Supabase Auth (GoTrue) HTTP API for what
 * @supabase/supabase-js v2 uses on this site: email/password sign-in, refresh-token
 * rotation, sign-out, reading and updating the user, and the admin user endpoints.
 * Signups are disabled. Mounted by the gateway under /auth/v1.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { AddressFrequency } from './address-frequency';
import { requireAdmin } from './authenticate';
import { BackgroundQueue } from './background';
import { CodeFailures } from './code-failures';
import type { AdminRouteHandler, RequestContext, RouteHandler } from './context';
import { AuthApiError, notFound, sendError } from './errors';
import { AuthMailer } from './mailer';
import type { AuthServiceOptions } from './options';
import { StandInPasswordHash } from './passwords';
import { TokenBucket } from './rate-limit';
import { adminCreateUser, adminDeleteUser, adminGetUser, adminListUsers } from './routes/admin';
import { adminUpdateUser } from './routes/admin-update';
import { generateLink, invite } from './routes/invite';
import { logout } from './routes/logout';
import { health, settings } from './routes/meta';
import { recover } from './routes/recover';
import { signup } from './routes/signup';
import { token } from './routes/token';
import { getUser, updateUser } from './routes/user';
import { verifyGet, verifyPost } from './routes/verify';

export type { AuthServiceOptions } from './options';

/**
 * path is the part after /auth/v1 (e.g. '/token'), query the parsed query string, body the
 * raw request body (already size-capped by the gateway). The gateway has already checked
 * the apikey header; this handler checks Authorization itself.
 */
export type AuthHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
  body: Buffer,
) => Promise<void>;

type Methods<H> = Partial<Record<string, H>>;

interface Route {
  pattern: RegExp;
  /** Names of the pattern's capture groups, in order. */
  keys?: string[];
  methods: Methods<RouteHandler>;
}

interface AdminRoute {
  pattern: RegExp;
  keys?: string[];
  methods: Methods<AdminRouteHandler>;
}

// GoTrue's chi routes; those declared with r.Route(...) also match with a trailing slash.
const ROUTES: Route[] = [
  { pattern: /^\/health$/, methods: { GET: health } },
  { pattern: /^\/settings$/, methods: { GET: settings } },
  { pattern: /^\/token$/, methods: { POST: token } },
  { pattern: /^\/signup\/?$/, methods: { POST: signup } },
  { pattern: /^\/logout$/, methods: { POST: logout } },
  { pattern: /^\/user\/?$/, methods: { GET: getUser, PUT: updateUser } },
  { pattern: /^\/recover$/, methods: { POST: recover } },
  { pattern: /^\/verify$/, methods: { GET: verifyGet, POST: verifyPost } },
];

const ADMIN_ROUTES: AdminRoute[] = [
  { pattern: /^\/admin\/users\/?$/, methods: { GET: adminListUsers, POST: adminCreateUser } },
  {
    pattern: /^\/admin\/users\/([^/]+)\/?$/,
    keys: ['userId'],
    methods: { GET: adminGetUser, PUT: adminUpdateUser, DELETE: adminDeleteUser },
  },
  { pattern: /^\/admin\/generate_link$/, methods: { POST: generateLink } },
];

// Outside /admin but behind GoTrue's requireAdmin all the same.
const ADMIN_ONLY_ROUTES: AdminRoute[] = [{ pattern: /^\/invite$/, methods: { POST: invite } }];

const ADMIN_PREFIX = /^\/admin(\/|$)/;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed escapes simply fail the later UUID check
  }
}

function match<R extends { pattern: RegExp; keys?: string[] }>(
  routes: R[],
  path: string,
): { route: R; params: Record<string, string> } | null {
  for (const route of routes) {
    const found = route.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    route.keys?.forEach((key, index) => {
      params[key] = safeDecode(found[index + 1] ?? '');
    });
    return { route, params };
  }
  return null;
}

function methodNotAllowed(ctx: RequestContext, allowed: string[]): AuthApiError {
  ctx.res.setHeader('Allow', allowed.join(', '));
  return new AuthApiError(
    405,
    'method_not_allowed',
    `Method ${ctx.req.method ?? ''} is not allowed on ${ctx.path}`,
  );
}

function pick<H>(ctx: RequestContext, methods: Methods<H>): H {
  const handler = methods[ctx.req.method ?? ''];
  if (!handler) throw methodNotAllowed(ctx, Object.keys(methods));
  return handler;
}

function noRoute(path: string): AuthApiError {
  // GoTrue's router answers unknown paths with a plain-text 404; we keep every error JSON.
  return notFound('not_found', `The path ${path} is not served by the local auth service`);
}

async function dispatch(ctx: RequestContext): Promise<void> {
  const adminOnly = match(ADMIN_ONLY_ROUTES, ctx.path);
  if (ADMIN_PREFIX.test(ctx.path) || adminOnly) {
    // GoTrue's /admin group checks credentials before it looks for the route.
    const admin = await requireAdmin(ctx.req, ctx.options.pool, ctx.options.jwtSecret);
    const found = adminOnly ?? match(ADMIN_ROUTES, ctx.path);
    if (!found) throw noRoute(ctx.path);
    const adminCtx = { ...ctx, params: found.params, admin };
    await pick(adminCtx, found.route.methods)(adminCtx);
    return;
  }
  const found = match(ROUTES, ctx.path);
  if (!found) throw noRoute(ctx.path);
  const routeCtx = { ...ctx, params: found.params };
  await pick(routeCtx, found.route.methods)(routeCtx);
}

/**
 * Anonymous /recover requests one client may make an hour (a bucket of that many, refilling over
 * the hour). GoTrue's Recover limiter holds 30, as much as a whole hourly e-mail budget; a few
 * are all a person who forgot a password needs.
 */
const RECOVER_PER_CLIENT_PER_HOUR = 5;

/**
 * Recovery e-mails one address may be sent an hour on anonymous requests, whoever asks (issue
 * #48): strangers can use up only the allowance of the addresses they name. A person who forgot
 * the password asks once, perhaps again when the mail is slow.
 */
const RECOVERY_EMAILS_PER_ADDRESS_PER_HOUR = 3;

/** A bucket of `perHour` that refills over the hour (its rate is per five minutes). */
function hourlyBucket(perHour: number): TokenBucket {
  return new TokenBucket(perHour / 12, Date.now, perHour);
}

export function createAuthService(options: AuthServiceOptions): AuthHandler {
  const limiters = {
    token: options.rateLimit ? new TokenBucket(options.rateLimit.tokenRefresh) : null,
    verify: options.rateLimit ? new TokenBucket(options.rateLimit.tokenVerifications) : null,
    codeFailures: new CodeFailures(),
    recover: options.rateLimit
      ? hourlyBucket(options.rateLimit.recoverPerClientPerHour ?? RECOVER_PER_CLIENT_PER_HOUR)
      : null,
    recoverAddresses: options.email
      ? new AddressFrequency(options.email.maxFrequencySeconds)
      : null,
    recoverAllowance: options.email ? hourlyBucket(RECOVERY_EMAILS_PER_ADDRESS_PER_HOUR) : null,
    background: new BackgroundQueue(),
    mailer: options.email ? new AuthMailer(options.email) : null,
    standInPassword: new StandInPasswordHash(options.pool),
  };
  return async (req, res, path, query, body) => {
    const ctx: RequestContext = {
      req,
      res,
      path: path || '/',
      query,
      body,
      options,
      limiters,
      params: {},
    };
    try {
      await dispatch(ctx);
    } catch (error) {
      sendError(req, res, error);
    }
  };
}
