import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { SentRequest } from '../api/transport-request-rpc';

/**
 * After a send: the reference, large, with the focus on it so a screen reader reads it; and
 * whether a confirmation is on its way (none while the hourly cap is reached, issue #48).
 */
export function RequestSuccess({
  sent: { reference, acknowledged },
  onAnother,
}: {
  sent: SentRequest;
  onAnother: () => void;
}) {
  const { t } = useSiteTranslation('request');
  const referenceText = useRef<HTMLParagraphElement>(null);
  useEffect(() => referenceText.current?.focus(), []);
  return (
    <section
      aria-labelledby="request-success-heading"
      className="rounded-2xl border border-green-300 bg-green-50 p-6 sm:p-10"
    >
      <h2
        id="request-success-heading"
        className="flex items-center gap-3 text-2xl font-bold text-green-950"
      >
        <MailCheck aria-hidden="true" className="size-7 shrink-0 text-green-700" />
        {t('success.heading')}
      </h2>
      <p
        ref={referenceText}
        tabIndex={-1}
        data-testid="request-reference"
        className="mt-6 rounded-md text-2xl font-semibold tracking-wide text-blue-950 focus:outline-2 focus:outline-offset-4 focus:outline-blue-900 sm:text-3xl"
      >
        {t('success.reference', { reference })}
      </p>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        {t(acknowledged ? 'success.text' : 'success.notAcknowledged')}
      </p>
      <button
        type="button"
        className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'mt-8')}
        onClick={onAnother}
      >
        {t('success.another')}
      </button>
    </section>
  );
}
