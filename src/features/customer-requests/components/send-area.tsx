import { Send } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { pathFor } from '@/lib/routes/route-manifest';

/**
 * The send button with the privacy notice beside it, and the message of a refused send (or
 * of fields to correct), announced as it appears.
 */
export function SendArea({ sending, problem }: { sending: boolean; problem: string | null }) {
  const { t } = useSiteTranslation('request');
  const lang = useSiteLanguage();
  return (
    <div className="grid gap-4">
      <div role="alert" className="empty:hidden">
        {problem && (
          <p className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
            {problem}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'w-full sm:w-auto')}
        >
          <Send aria-hidden="true" className="size-5" />
          {sending ? t('sending') : t('send')}
        </button>
        <p className="text-sm text-slate-700">
          {t('privacy')}{' '}
          <Link
            to={pathFor('privacy', lang)}
            className="font-semibold text-blue-900 underline underline-offset-4"
          >
            {t('privacyLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
