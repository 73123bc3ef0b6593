/**
 * Auth e-mail as GoTrue sends it (internal/mailer/templatemailer): a subject and an HTML body
 * from the configured templates, rendered with GoTrue's template data, sent over SMTP with
 * Nodemailer, under the hourly `[auth.rate_limit] email_sent` limit (apilimiter's interval
 * limiter: that many e-mails per hour, all clients together).
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
 * Who asked for an e-mail: an admin (the service role: invitations, the staff-admin function's
 * reset) or anyone (/recover without credentials).
 */
export type MailSender = 'admin' | 'anonymous';

/**
 * Anonymous requests may spend this share of the hourly budget; the rest stays for what an admin
 * sends, so strangers cannot make the owner's invitation fail (issue #34: 21 anonymous /recover
 * calls spent the hour). Stricter than GoTrue, whose budget is one pool.
 */
const ANONYMOUS_SHARE = 0.5;

/** ratelimit.IntervalLimiter: `events` per fixed hour-long window, of which a sender may use `cap`. */
class HourlyLimiter {
  private windowStart = 0;
  private count = 0;

  constructor(private readonly events: number) {}

  cap(sender: MailSender): number {
    return sender === 'admin' ? this.events : Math.floor(this.events * ANONYMOUS_SHARE);
  }

  hasRoom(sender: MailSender, now = Date.now()): boolean {
    if (now - this.windowStart >= 3600_000) {
      this.windowStart = now;
      this.count = 0;
    }
    return this.count < this.cap(sender);
  }

  allow(sender: MailSender, now = Date.now()): boolean {
    if (!this.hasRoom(sender, now)) return false;
    this.count += 1;
    return true;
  }
}

/** A `{{ .Token }}` action: the e-mail shows the 6-digit code. */
const TOKEN_ACTION = /\{\{-?\s*\.Token\s*-?\}\}/;

function emailRateLimitExceeded(): AuthApiError {
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
   * Whether this kind of e-mail shows the 6-digit code. When it does not, nobody was ever
   * given the code, and /verify refuses the code form for the token it sent.
   */
  carriesCode(type: EmailActionType): boolean {
    const template = this.options.templates[type === 'magiclink' ? 'magic_link' : type];
    return [template.subject, template.content ?? DEFAULT_BODIES[type]].some((text) =>
      TOKEN_ACTION.test(text),
    );
  }

  /**
   * Counts one e-mail of `sender` against the hourly limit ahead of sending it, or refuses
   * (429). Anonymous /recover counts before it knows whether the address has an account, so
   * the count says nothing about who has one.
   */
  reserve(sender: MailSender): void {
    if (!this.limiter.allow(sender)) throw emailRateLimitExceeded();
  }

  /**
   * Counts the e-mail against the hourly limit (unless `reserve` already did), then sends it;
   * a refusal sends nothing.
   */
  async send(
    type: EmailActionType,
    to: string,
    data: TemplateData,
    reserved = false,
  ): Promise<void> {
    if (!reserved) this.reserve('admin');
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
