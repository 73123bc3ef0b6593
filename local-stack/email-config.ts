/**
 * The mail settings of supabase/config.toml, read as the Supabase CLI reads them
 * (supabase/cli pkg/config/config.go): `[inbucket]` for the local catcher, `[auth]` and
 * `[auth.email]` for what the Auth service sends, and where. Template paths are relative to the
 * project root (the folder holding supabase/), as the CLI opens them from its working directory.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { CONFIG_TOML_PATH, readConfigToml, section } from './project-config';

export interface InbucketConfig {
  enabled: boolean;
  port: number;
  smtpPort: number;
  adminEmail: string;
  senderName: string;
}

interface EmailTemplate {
  subject: string;
  /** The file's text, or null when config.toml names none (GoTrue's default body then). */
  content: string | null;
}

export interface SmtpConfig {
  host: string;
  port: number;
  user: string;
  pass: string;
  adminEmail: string;
  senderName: string;
}

export interface AuthEmailConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** `[auth.email] otp_expiry`, seconds. */
  otpExpirySeconds: number;
  /** `[auth.email] otp_length`: the digits of an e-mail's code, 6 to 10. */
  otpLength: number;
  /** `[auth.email] max_frequency`, seconds between two e-mails to one user. */
  maxFrequencySeconds: number;
  templates: { invite: EmailTemplate; recovery: EmailTemplate; magic_link: EmailTemplate };
  /** `[auth.email.smtp]` when enabled; else the local catcher. */
  smtp: SmtpConfig | null;
}

// The CLI's defaults (pkg/config/templates/config.toml, GoTrue's template subjects).
const DEFAULT_SUBJECTS = {
  invite: "You've been invited",
  recovery: 'Reset your password',
  magic_link: 'Your sign-in link',
};

function str(values: Record<string, unknown>, key: string, fallback: string): string {
  const value = values[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new Error(`${CONFIG_TOML_PATH}: ${key} must be a string`);
  // The CLI's env(NAME) substitution, for secrets such as the SMTP password.
  const fromEnv = /^env\((\w+)\)$/.exec(value);
  return fromEnv ? (process.env[fromEnv[1] ?? ''] ?? '') : value;
}

function num(values: Record<string, unknown>, key: string, fallback: number): number {
  const value = values[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new Error(`${CONFIG_TOML_PATH}: ${key} must be a whole number ≥ 0`);
  }
  return value;
}

/**
 * GoTrue takes 6 to 10 digits and quietly uses 6 for anything else (conf `Mailer.OtpLength`);
 * refused here, so nobody believes in a length hosted does not use.
 */
function otpLength(email: Record<string, unknown>): number {
  const length = num(email, 'otp_length', 6);
  if (length < 6 || length > 10) {
    throw new Error(`${CONFIG_TOML_PATH}: [auth.email] otp_length must be 6 to 10, not ${length}`);
  }
  return length;
}

/** Go durations the CLI accepts for max_frequency, e.g. "1s", "1m0s". */
function seconds(value: string): number {
  let total = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms)/g)) {
    const factor = { h: 3600, m: 60, s: 1, ms: 0.001 }[unit as 'h' | 'm' | 's' | 'ms'];
    total += Number(amount) * factor;
  }
  return total;
}

export function readInbucket(file = CONFIG_TOML_PATH): InbucketConfig {
  const inbucket = section(readConfigToml(file), 'inbucket');
  return {
    enabled: inbucket.enabled === true,
    port: num(inbucket, 'port', 54324),
    smtpPort: num(inbucket, 'smtp_port', 54325),
    adminEmail: str(inbucket, 'admin_email', 'admin@email.com'),
    senderName: str(inbucket, 'sender_name', 'Admin'),
  };
}

export function readAuthEmail(file = CONFIG_TOML_PATH): AuthEmailConfig {
  const projectRoot = path.dirname(path.dirname(file));
  const auth = section(readConfigToml(file), 'auth');
  const email = section(auth, 'email');
  const templates = section(email, 'template');
  const template = (name: keyof typeof DEFAULT_SUBJECTS): EmailTemplate => {
    const values = section(templates, name);
    const contentPath = str(values, 'content_path', '');
    return {
      subject: str(values, 'subject', DEFAULT_SUBJECTS[name]),
      content: contentPath ? readFileSync(path.resolve(projectRoot, contentPath), 'utf8') : null,
    };
  };
  const smtp = section(email, 'smtp');
  const redirects = auth.additional_redirect_urls;
  return {
    siteUrl: str(auth, 'site_url', 'http://127.0.0.1:3000'),
    additionalRedirectUrls: Array.isArray(redirects) ? redirects.map(String) : [],
    otpExpirySeconds: num(email, 'otp_expiry', 3600),
    otpLength: otpLength(email),
    maxFrequencySeconds: seconds(str(email, 'max_frequency', '1s')),
    templates: {
      invite: template('invite'),
      recovery: template('recovery'),
      magic_link: template('magic_link'),
    },
    smtp:
      smtp.enabled === true || (smtp.enabled === undefined && typeof smtp.host === 'string')
        ? {
            host: str(smtp, 'host', ''),
            port: num(smtp, 'port', 587),
            user: str(smtp, 'user', ''),
            pass: str(smtp, 'pass', ''),
            adminEmail: str(smtp, 'admin_email', ''),
            senderName: str(smtp, 'sender_name', ''),
          }
        : null,
  };
}
