import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { controlVariants } from '@/components/ui/control-variants';
import { cn } from '@/lib/cn';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

/** The database's limit for a decline reason (contract of issue #37, 6). */
const REASON_MAX = 1000;

/**
 * Accept (with the status e-mail choice) or decline (with an optional reason). The choices
 * live here, above the answer's outcome, so a failed send keeps them for the next try.
 */
export function OfferAnswer({
  sending,
  problem,
  onAccept,
  onDecline,
}: {
  sending: boolean;
  problem: string | null;
  onAccept: (statusEmails: boolean) => void;
  onDecline: (reason: string) => void;
}) {
  const { t } = useSiteTranslation('request');
  const [statusEmails, setStatusEmails] = useState(false);
  const [reason, setReason] = useState('');
  const ids = useId();
  const emailsId = `${ids}-emails`;
  const reasonId = `${ids}-reason`;
  const counterId = `${ids}-counter`;
  return (
    <div className="grid gap-8">
      <div role="alert" className="empty:hidden">
        {problem && (
          <p className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
            {problem}
          </p>
        )}
      </div>
      <form
        aria-labelledby={`${ids}-accept`}
        className="grid gap-4 rounded-2xl border border-green-300 bg-green-50 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          onAccept(statusEmails);
        }}
      >
        <h3 id={`${ids}-accept`} className="text-xl font-semibold text-green-950">
          {t('offer.accept.heading')}
        </h3>
        <p className="text-slate-800">{t('offer.accept.text')}</p>
        <div className="flex items-start gap-3">
          <input
            id={emailsId}
            type="checkbox"
            className="mt-1 size-5 accent-blue-900"
            checked={statusEmails}
            onChange={(event) => setStatusEmails(event.target.checked)}
          />
          <label htmlFor={emailsId} className="text-slate-900">
            {t('offer.accept.statusEmails')}
          </label>
        </div>
        <button
          type="submit"
          disabled={sending}
          className={cn(
            buttonVariants({ variant: 'primary', size: 'lg' }),
            'w-full sm:w-auto sm:justify-self-start',
          )}
        >
          <Check aria-hidden="true" className="size-5" />
          {sending ? t('sending') : t('offer.accept.button')}
        </button>
      </form>
      <form
        aria-labelledby={`${ids}-decline`}
        className="grid gap-4 rounded-2xl border border-slate-300 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          onDecline(reason);
        }}
      >
        <h3 id={`${ids}-decline`} className="text-xl font-semibold text-slate-900">
          {t('offer.decline.heading')}
        </h3>
        <div className="grid gap-1.5">
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            {t('offer.decline.reason')}{' '}
            <span className="font-normal text-slate-600">({t('optional')})</span>
          </label>
          <textarea
            id={reasonId}
            rows={4}
            maxLength={REASON_MAX}
            aria-describedby={counterId}
            className={cn(controlVariants(), 'min-h-24')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={counterId} className="text-sm text-slate-600">
            {t('offer.decline.counter', { used: reason.length, max: REASON_MAX })}
          </p>
        </div>
        <button
          type="submit"
          disabled={sending}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'lg' }),
            'w-full sm:w-auto sm:justify-self-start',
          )}
        >
          <X aria-hidden="true" className="size-5" />
          {sending ? t('sending') : t('offer.decline.button')}
        </button>
      </form>
    </div>
  );
}
