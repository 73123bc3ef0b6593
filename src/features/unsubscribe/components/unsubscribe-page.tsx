import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button-variants';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { pathFor } from '@/lib/routes/route-manifest';

import { type UnsubscribeOutcome, unsubscribeStatusEmails } from '../api/unsubscribe-status-emails';

const OUTCOME_STYLE: Record<UnsubscribeOutcome, string> = {
  done: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  already: 'border-slate-300 bg-slate-50 text-slate-900',
  unknown: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-950',
};

/**
 * `/{lang}/unsubscribe?token=…`, the visible link of a status e-mail (issue #26). It explains
 * and waits for the button: mail scanners open links, so loading the page changes nothing.
 * The one-click unsubscribe of mail clients (RFC 8058) is the Edge Function, not this page.
 */
export function UnsubscribePage() {
  const lang = useSiteLanguage();
  const { t } = useSiteTranslation('unsubscribe');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<UnsubscribeOutcome | null>(token ? null : 'unknown');
  const [pending, setPending] = useState(false);
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome && outcome !== 'unknown') message.current?.focus();
  }, [outcome]);

  const unsubscribe = async () => {
    setPending(true);
    setOutcome(await unsubscribeStatusEmails(token));
    setPending(false);
  };
  const canSend = token !== '' && (outcome === null || outcome === 'error');

  return (
    <section className="mx-auto grid max-w-xl gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-blue-950">{t('heading')}</h1>
      <p className="text-slate-700">{t('intro')}</p>
      <div role="status" aria-live="polite">
        {outcome && (
          <p
            ref={message}
            tabIndex={-1}
            className={`rounded-lg border px-4 py-3 outline-none ${OUTCOME_STYLE[outcome]}`}
          >
            {t(`outcome.${outcome}`)}
          </p>
        )}
        {pending && <p className="text-slate-700">{t('pending')}</p>}
      </div>
      <div className="flex flex-wrap gap-3">
        {canSend && (
          <button
            type="button"
            className={buttonVariants()}
            disabled={pending}
            onClick={() => void unsubscribe()}
          >
            {outcome === 'error' ? t('retry') : t('button')}
          </button>
        )}
        <Link to={pathFor('tracking', lang)} className={buttonVariants({ variant: 'outline' })}>
          {t('tracking')}
        </Link>
        {outcome === 'unknown' && (
          <Link to={pathFor('contact', lang)} className={buttonVariants({ variant: 'outline' })}>
            {t('contact')}
          </Link>
        )}
      </div>
    </section>
  );
}
