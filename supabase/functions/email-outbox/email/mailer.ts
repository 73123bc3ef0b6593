/**
 * Hands a rendered e-mail to the mail server: SMTP (nodemailer; 465 = TLS from the start, any
 * other port STARTTLS when offered) or an HTTP e-mail API (a JSON POST in the shape Resend and
 * similar services take, with `Idempotency-Key: <Message-ID>` so a retried request is sent once).
 *
 * Whether a failure is worth retrying: SMTP 5xx is a permanent refusal (bad address, policy);
 * a 4xx or no server at all (connection refused, no greeting) may pass later. An HTTP API's 5xx,
 * 408 and 429 are the temporary ones; its other 4xx are permanent.
 *
 * One SMTP failure is neither: the server stopped answering in the middle of the session —
 * typically after it received the whole message, while it checks it — so the message may have
 * arrived. Sending it again could deliver it twice, so it is reported as interrupted, the rule
 * of an expired lease (20261125160100): failed, never retried by itself; staff can send it
 * again. The HTTP API has no such case: its Idempotency-Key makes a repeat harmless.
 */
// @ts-types="@types/nodemailer"
import nodemailer from 'nodemailer';

/**
 * E-mails handed over at once (the worker's rows in flight; the pool's connections): the
 * round trips of one overlap those of the others.
 */
export const SEND_PARALLEL = 8;

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** With angle brackets: `<id@host>`. */
  messageId: string;
  headers: Record<string, string>;
}

export type SendResult = { ok: true } | { ok: false; permanent: boolean; error: string };

/**
 * How an e-mail that may have arrived is failed, as the database words an expired lease
 * (finish_outbox_email records a later success of an 'interrupted:' row as sent).
 */
export const INTERRUPTED_PREFIX = 'interrupted: ';

export interface Mailer {
  send(email: OutgoingEmail): Promise<SendResult>;
  close(): void;
}

export type MailerConfig =
  | {
      kind: 'smtp';
      host: string;
      port: number;
      user?: string;
      pass?: string;
      /** How long the server may take to answer within a session (default 30 s). */
      answerTimeoutMs?: number;
    }
  | { kind: 'api'; url: string; key: string };

/** The transport the secrets choose, or an error naming what is missing. */
export function mailerConfig(env: (name: string) => string | undefined): MailerConfig {
  const apiUrl = env('EMAIL_API_URL');
  if (apiUrl) return { kind: 'api', url: apiUrl, key: env('EMAIL_API_KEY') ?? '' };
  const host = env('EMAIL_SMTP_HOST');
  const port = Number(env('EMAIL_SMTP_PORT') ?? '465');
  if (!host || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error('set EMAIL_SMTP_HOST and EMAIL_SMTP_PORT, or EMAIL_API_URL and EMAIL_API_KEY');
  }
  const answerTimeoutMs = Number(env('EMAIL_SMTP_ANSWER_TIMEOUT_MS') ?? '');
  return {
    kind: 'smtp',
    host,
    port,
    user: env('EMAIL_SMTP_USER'),
    pass: env('EMAIL_SMTP_PASS'),
    ...(Number.isInteger(answerTimeoutMs) && answerTimeoutMs > 0 ? { answerTimeoutMs } : {}),
  };
}

const short = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** The message as nodemailer gets it (and as the header tests write it out). */
export function smtpMessage(email: OutgoingEmail) {
  return {
    from: email.from,
    // An object, not a string: the address is never parsed into more recipients.
    to: { name: '', address: email.to },
    subject: email.subject,
    html: email.html,
    text: email.text,
    messageId: email.messageId,
    headers: email.headers,
  };
}

/**
 * nodemailer's timeout within a session (SOCKET_TIMEOUT: no answer to a command or to the
 * message), as opposed to one before the session (CONNECT_TIMEOUT, GREETING_TIMEOUT: nothing
 * was handed over).
 */
function mayHaveArrived(error: unknown): boolean {
  const { code, timeoutType } = error as { code?: unknown; timeoutType?: unknown };
  return code === 'ETIMEDOUT' && timeoutType === 'SOCKET_TIMEOUT';
}

function smtpMailer(config: Extract<MailerConfig, { kind: 'smtp' }>): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.port === 465,
    auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
    // One connection per worker run, reused for every message of the batch.
    pool: true,
    maxConnections: SEND_PARALLEL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: config.answerTimeoutMs ?? 30_000,
  });
  return {
    async send(email) {
      try {
        await transport.sendMail(smtpMessage(email));
        return { ok: true };
      } catch (error) {
        if (mayHaveArrived(error)) {
          const reason = 'the mail server stopped answering while it was being given the message';
          return {
            ok: false,
            permanent: true,
            error: `${INTERRUPTED_PREFIX}${reason}; it may have arrived (smtp: ${short(error)})`,
          };
        }
        const code = (error as { responseCode?: unknown }).responseCode;
        const permanent = typeof code === 'number' && code >= 500 && code < 600;
        return { ok: false, permanent, error: `smtp: ${short(error)}` };
      }
    },
    close: () => transport.close(),
  };
}

function apiMailer(config: Extract<MailerConfig, { kind: 'api' }>): Mailer {
  return {
    async send(email) {
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.key}`,
            'content-type': 'application/json',
            'idempotency-key': email.messageId,
          },
          body: JSON.stringify({
            from: email.from,
            to: [email.to],
            subject: email.subject,
            html: email.html,
            text: email.text,
            headers: { 'Message-ID': email.messageId, ...email.headers },
          }),
        });
      } catch (error) {
        return { ok: false, permanent: false, error: `api: ${short(error)}` };
      }
      const body = (await response.text().catch(() => '')).slice(0, 300);
      if (response.ok) return { ok: true };
      const temporary = response.status >= 500 || [408, 429].includes(response.status);
      return { ok: false, permanent: !temporary, error: `api: ${response.status} ${body}` };
    },
    close: () => undefined,
  };
}

export function createMailer(config: MailerConfig): Mailer {
  return config.kind === 'smtp' ? smtpMailer(config) : apiMailer(config);
}
