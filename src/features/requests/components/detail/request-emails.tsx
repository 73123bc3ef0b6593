import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '@/lib/i18n/languages';

import { type RequestEmail, useRequestEmails } from '../../api/use-request-emails';
import { useRequestsTranslation } from '../../use-requests-translation';

const KINDS = ['request_received', 'request_notice', 'offer', 'offer_accepted', 'offer_declined'];
const STATUSES = ['queued', 'claimed', 'sending', 'sent', 'failed', 'cancelled'];
/** Reasons the database records as a word (new-request-emails.sql); others are shown as written. */
const REASONS = ['hourly_limit'];

/** The request's e-mails (transport_request_emails): what, to whom, how far it got. */
export function RequestEmails({ reference }: { reference: string }) {
  const { t } = useRequestsTranslation();
  const emails = useRequestEmails(reference);
  const kind = (email: RequestEmail) =>
    KINDS.includes(email.kind) ? t(`emails.kinds.${email.kind as 'offer'}`) : email.kind;
  const reason = (error: string) =>
    REASONS.includes(error) ? t(`emails.reasons.${error as 'hourly_limit'}`) : error;
  const status = (email: RequestEmail) =>
    STATUSES.includes(email.status) ? t(`emails.statuses.${email.status as 'sent'}`) : email.status;
  return (
    <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('detail.sections.emails')}</h2>
      {emails.isPending && <p className="text-sm text-slate-700">{t('emails.loading')}</p>}
      {emails.isError && <p className="text-sm text-red-700">{t('emails.loadFailed')}</p>}
      {emails.data?.length === 0 && <p className="text-sm text-slate-700">{t('emails.empty')}</p>}
      {emails.data && emails.data.length > 0 && (
        <ul className="grid gap-2 text-sm">
          {emails.data.map((email) => (
            <li key={email.id} data-email={email.kind} className="grid gap-0.5">
              <p>
                <span className="font-medium">{kind(email)}</span> · {status(email)} ·{' '}
                <span className="[overflow-wrap:anywhere]">
                  {t('emails.to', { address: email.to_address })}
                </span>
              </p>
              <p className="text-slate-700">
                <time dateTime={email.created_at}>
                  {formatDateTime(email.created_at, ADMIN_LANGUAGE)}
                </time>
                {email.sent_at &&
                  ` · ${t('emails.sentAt', { date: formatDateTime(email.sent_at, ADMIN_LANGUAGE) })}`}
                {` · ${t('emails.attempts', { count: email.attempts })}`}
              </p>
              {email.last_error && (
                <p className="text-red-700 [overflow-wrap:anywhere]">{reason(email.last_error)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
