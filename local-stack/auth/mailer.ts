/**
 * Auth e-mail as GoTrue sends it (internal/mailer/templatemailer): a subject and an HTML body
 * from the configured templates, rendered with GoTrue's template data, sent over SMTP with
 * Nodemailer, under the hourly `[auth.rate_limit] email_sent` limit (apilimiter's interval
 * limiter: that many e-mails per hour, all clients together) for what an admin asks for.
 */
import nodemailer, { type Transporter } from 'nodemailer';

import type { AuthEmailConfig, SmtpConfig } from '../email-config';
import { AuthApiError } from './errors';

export type EmailActionType = 'invite' | 'recovery' | 'magiclink';

export interface AuthEmailOptions extends AuthEmailConfig {
  emailSentPerHour: number;
  /** Where mail goes: `[auth.email.smtp]`, or the local catcher. */
  transport: SmtpConfig;
}

/** GoTrue's default bodies (templatemailer.go), for a template config.toml does not name. */
const DEFAULT_BODIES: Record<EmailActionType, string> = {
  invite: `<h2>You've been invited</h2>

<p>You've been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>
<p><a href="{{ .ConfirmationURL }}">Accept invitation</a></p>`,
  recovery: `<h2>Reset your password</h2>

<p>Follow this link to reset the password for your user:</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>`,
  magiclink: `<h2>Magic Link</h2>

<p>Follow this link to login:</p>
<p><a href="{{ .ConfirmationURL }}">Log In</a></p>`,
};

export interface TemplateData {
  SiteURL: string;
  ConfirmationURL: string;
  Email: string;
  Token: string;
  TokenHash: string;
  RedirectTo: string;
  Data: Record<string, unknown>;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');

/**
 * The `{{ .Name }}` and `{{ .Data.key }}` actions of Go templates, which is what auth e-mail
 * templates use. Values are HTML-escaped in bodies, as html/template does.
 */
export function renderTemplate(template: string, data: TemplateData, html: boolean): string {
  return template.replace(
    /\{\{-?\s*\.([A-Za-z]+)(?:\.([A-Za-z0-9_]+))?\s*-?\}\}/g,
    (_m, name: string, key?: string) => {
      let value: unknown;
      if (name === 'Data') value = key ? data.Data[key] : data.Data;
      else if (!key) value = (data as unknown as Record<string, unknown>)[name];
      const text =
        value === undefined || value === null
          ? ''
          : typeof value === 'string'
            ? value
            : JSON.stringify(value);
      return html ? escapeHtml(text) : text;
    },
  );
}

/** templatemailer getPath: `{external}/verify?token=…&type=…&redirect_to=…`. */
export function confirmationUrl(
  externalUrl: string,
  tokenHash: string,
  type: EmailActionType,
  redirectTo: string,
): string {
  // encodeRedirectURL: only a value holding &, = or # is escaped; others go in as they are.
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
  return `${externalUrl}/verify?token=${encodeURIComponent(tokenHash)}&type=${type}&redirect_to=${redirect}`;
}

/**
 * What an e-mail is counted against. 'hourly': `[auth.rate_limit] email_sent`, what an admin
 * asks for (invitations, the staff-admin function's resets). 'address': an anonymous /recover,
 * which strangers can ask for; it never touches the hourly budget, so they cannot spend it, and
 * is limited per address instead (routes/recover.ts).
 */
export type MailBudget = 'hourly' | 'address';

/** ratelimit.IntervalLimiter: `events` per fixed hour-long window. */
class HourlyLimiter {
  private windowStart = 0;
  private count = 0;

  constructor(private readonly events: number) {}

  allow(now = Date.now()): boolean {
    if (now - this.windowStart >= 3600_000) {
      this.windowStart = now;
      this.count = 0;
    }
    if (this.count >= this.events) return false;
    this.count += 1;
    return true;
  }
}

/** A `{{ .Token }}` action: the e-mail shows the code. */
const TOKEN_ACTION = /\{\{-?\s*\.Token\s*-?\}\}/;

export function emailRateLimitExceeded(): AuthApiError {
  return new AuthApiError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
}

export class AuthMailer {
  private readonly limiter: HourlyLimiter;
  private readonly transporter: Transporter;

  constructor(readonly options: AuthEmailOptions) {
    this.limiter = new HourlyLimiter(options.emailSentPerHour);
    const { host, port, user, pass } = options.transport;
    this.transporter = nodemailer.createTransport({
      host,
      port,
      secure: port === 465,
      // The local catcher speaks plain SMTP on loopback; a real server is asked for STARTTLS.
      ignoreTLS: host === '127.0.0.1',
      auth: user ? { user, pass } : undefined,
    });
  }

  /**
   * Whether this kind of e-mail shows the code. When it does not, nobody was ever
   * given the code, and /verify refuses the code form for the token it sent.
   */
  carriesCode(type: EmailActionType): boolean {
    const template = this.options.templates[type === 'magiclink' ? 'magic_link' : type];
    return [template.subject, template.content ?? DEFAULT_BODIES[type]].some((text) =>
      TOKEN_ACTION.test(text),
    );
  }

  /**
   * Counts the e-mail against the hourly limit, unless it is an anonymous recovery (`budget`
   * 'address', which /recover counted per address before answering), then sends it; a refusal
   * (429) sends nothing.
   */
  async send(
    type: EmailActionType,
    to: string,
    data: TemplateData,
    budget: MailBudget = 'hourly',
  ): Promise<void> {
    if (budget === 'hourly' && !this.limiter.allow()) throw emailRateLimitExceeded();
    const key = type === 'magiclink' ? 'magic_link' : type;
    const template = this.options.templates[key];
    // A subject is one header line: line breaks in it (from .Data) are flattened.
    const subject = renderTemplate(template.subject, data, false).replace(/[\r\n]+/g, ' ');
    const html = renderTemplate(template.content ?? DEFAULT_BODIES[type], data, true);
    const { adminEmail, senderName } = this.options.transport;
    await this.transporter.sendMail({
      from: { name: senderName, address: adminEmail },
      // validateEmail already refused anything but a plain address; Nodemailer encodes it again.
      to: { name: '', address: to },
      subject,
      html,
    });
  }
}
