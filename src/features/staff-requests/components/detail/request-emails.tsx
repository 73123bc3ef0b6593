import { EmailFailureReason } from '@/components/email/email-failure-reason';
import { EmailStatusBadge } from '@/components/email/email-status-badge';
import { formatDateTime } from '@/lib/i18n/format';
import { isOneOf } from '@/lib/is-one-of';
import { ADMIN_LANGUAGE } from '#common/languages';

import { type RequestEmail, useRequestEmails } from '../../api/use-request-emails';
import { useRequestsTranslation } from '../../use-requests-translation';

const KINDS = [
  'request_received',
  'request_notice',
  'offer',
  'offer_accepted',
  'offer_declined',
  'request_rejected',
] as const;

/**
 * The request's e-mails (transport_request_emails): what, to whom, how far it got, and why one
 * failed in the words the shipments' e-mails use (the server's answer behind "Detalii").
 */
export function RequestEmails({ reference }: { reference: string }) {
  const { t } = useRequestsTranslation();
  const emails = useRequestEmails(reference);
  const kind = (email: RequestEmail) =>
    isOneOf(KINDS, email.kind) ? t(`emails.kinds.${email.kind}`) : email.kind;
  const date = (value: string) => formatDateTime(value, ADMIN_LANGUAGE);
  return (
    <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('detail.sections.emails')}</h2>
      {emails.isPending && <p className="text-sm text-slate-700">{t('emails.loading')}</p>}
      {emails.isError && <p className="text-sm text-red-700">{t('emails.loadFailed')}</p>}
      {emails.data?.length === 0 && <p className="text-sm text-slate-700">{t('emails.empty')}</p>}
      {emails.data && emails.data.length > 0 && (
        <ul className="grid gap-3 text-sm">
          {emails.data.map((email) => (
            <li key={email.id} data-email={email.kind} className="grid gap-0.5">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{kind(email)}</span>
                <EmailStatusBadge status={email.status} />
                <span className="[overflow-wrap:anywhere]">
                  {t('emails.to', { address: email.to_address })}
                </span>
              </p>
              <p className="text-slate-700">
                <time dateTime={email.created_at}>{date(email.created_at)}</time>
                {email.sent_at && ` · ${t('emails.sentAt', { date: date(email.sent_at) })}`}
                {` · ${t('emails.attempts', { count: email.attempts })}`}
              </p>
              <EmailFailureReason
                email={email}
                nextStep={(failure) => t(`emails.next.${failure}`)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
