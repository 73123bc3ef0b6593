/**
 * Settings the local stack takes from supabase/config.toml, the file `supabase start` and
 * `supabase config push` read, so a value is written once and both stacks agree on it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { parse } from 'smol-toml';

export const CONFIG_TOML_PATH = fileURLToPath(new URL('../supabase/config.toml', import.meta.url));

/** `[auth.rate_limit]`, as far as the local Auth service enforces it. */
export interface AuthRateLimits {
  /** `token_refresh`: /token requests (password and refresh grants) per 5 minutes per IP. */
  tokenRefresh: number;
  /** `email_sent`: e-mails the Auth service sends per hour, all clients together. */
  emailSent: number;
  /** `token_verifications`: /verify requests (links and codes) per 5 minutes per IP. */
  tokenVerifications: number;
}

/** The CLI's defaults for keys config.toml leaves out (supabase/cli pkg/config/templates/config.toml). */
const CLI_DEFAULTS: AuthRateLimits = { tokenRefresh: 150, emailSent: 2, tokenVerifications: 30 };

export function section(table: unknown, key: string): Record<string, unknown> {
  if (typeof table !== 'object' || table === null) return {};
  const value = (table as Record<string, unknown>)[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function rate(values: Record<string, unknown>, key: string, fallback: number): number {
  const value = values[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new Error(`${CONFIG_TOML_PATH}: [auth.rate_limit] ${key} must be a number ≥ 0`);
  }
  return value;
}

/** The parsed config.toml. */
export function readConfigToml(file = CONFIG_TOML_PATH): Record<string, unknown> {
  return parse(readFileSync(file, 'utf8'));
}

export function readAuthRateLimits(file = CONFIG_TOML_PATH): AuthRateLimits {
  const config = parse(readFileSync(file, 'utf8'));
  const limits = section(section(config, 'auth'), 'rate_limit');
  return {
    tokenRefresh: rate(limits, 'token_refresh', CLI_DEFAULTS.tokenRefresh),
    emailSent: rate(limits, 'email_sent', CLI_DEFAULTS.emailSent),
    tokenVerifications: rate(limits, 'token_verifications', CLI_DEFAULTS.tokenVerifications),
  };
}

/**
 * `verify_jwt` of each `[functions.<name>]` that sets it, as the CLI reads it; a function not
 * listed keeps the default, true (supabase/cli pkg/config `function.VerifyJWT`).
 */
export function readFunctionsVerifyJwt(file = CONFIG_TOML_PATH): ReadonlyMap<string, boolean> {
  const functions = section(parse(readFileSync(file, 'utf8')), 'functions');
  const settings = new Map<string, boolean>();
  for (const name of Object.keys(functions)) {
    const value = section(functions, name).verify_jwt;
    if (value === undefined) continue;
    if (typeof value !== 'boolean') {
      throw new Error(`${file}: [functions.${name}] verify_jwt must be true or false`);
    }
    settings.set(name, value);
  }
  return settings;
}
