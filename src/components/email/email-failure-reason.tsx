import { type EmailSendFailure, emailSendFailure } from '@/lib/email/send-failure';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

/**
 * Why an e-mail did not go out, in Romanian, and what to do about it once the worker has given
 * up; the mail server's own answer (English, codes) only behind "Detalii", for whoever has to
 * dig further. Nothing for an e-mail that went out or has not failed yet. One reading of the
 * outbox for every screen; what staff can do next depends on the screen (`nextStep`).
 */
export function EmailFailureReason({
  email,
  nextStep,
}: {
  email: { status: string; last_error: string | null };
  nextStep: (failure: EmailSendFailure) => string;
}) {
  const { t } = useAdminTranslation();
  const cancelled = email.status === 'cancelled';
  if (!cancelled && (email.status === 'sent' || !email.last_error)) return null;
  const failure = emailSendFailure(email.status, email.last_error);
  // While the worker still retries, a next step would be premature.
  const final = cancelled || email.status === 'failed';
  return (
    <div className="grid gap-1 text-sm text-red-800">
      <p>
        {t('emails.reason', { reason: t(`emails.failure.${failure}`) })}
        {final && ` ${nextStep(failure)}`}
      </p>
      {email.last_error && (
        <details>
          <summary className="w-fit cursor-pointer text-slate-700 underline">
            {t('emails.details')}
          </summary>
          <p className="mt-1 font-mono text-xs text-slate-700 [overflow-wrap:anywhere]">
            {email.last_error}
          </p>
        </details>
      )}
    </div>
  );
}
