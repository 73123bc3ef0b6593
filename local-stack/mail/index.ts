/**
 * A mail catcher for the local stack, standing in for the Supabase CLI's Mailpit: SMTP in
 * (smtp-server + mailparser), an inbox page and Mailpit's API out, messages in memory.
 */
import { startInbox } from './http';
import { startSmtp } from './smtp';
import { DEFAULT_INBOX_LIMITS, type InboxLimits, MessageStore } from './store';

export interface MailCatcherOptions {
  /** The inbox page and API (`[inbucket] port`). */
  webPort: number;
  /** SMTP (`[inbucket] smtp_port`). */
  smtpPort: number;
  /** How much it keeps (oldest dropped first). Default: DEFAULT_INBOX_LIMITS. */
  limits?: Partial<InboxLimits>;
  log?: (line: string) => void;
}

export interface MailCatcher {
  inboxUrl: string;
  smtpPort: number;
  close: () => Promise<void>;
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const log = options.log ?? (() => undefined);
  const store = new MessageStore({ ...DEFAULT_INBOX_LIMITS, ...options.limits });
  const smtp = await startSmtp(store, options.smtpPort, log);
  try {
    const web = await startInbox(store, options.webPort, log);
    return {
      inboxUrl: `http://127.0.0.1:${web.port}`,
      smtpPort: smtp.port,
      close: async () => {
        await Promise.all([web.close(), smtp.close()]);
      },
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}
