import { Link2 } from 'lucide-react';

import { toast } from '@/components/ui/toast-store';
import { SITE_URL } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { trackingPath } from '@/lib/routes/tracking-path';

import { RESULT_ACTION_CLASS } from './result-card';

/**
 * Copies the canonical URL of this result, in the reader's language. `partyKey` only when the
 * key opened the full details: a number-only page shares the number-only link (DECISIONS 18).
 */
export function CopyLinkButton({
  trackingNumber,
  partyKey,
}: {
  trackingNumber: string;
  partyKey?: string;
}) {
  const { t } = useSiteTranslation('tracking');
  const lang = useSiteLanguage();
  const url = SITE_URL + trackingPath(lang, trackingNumber, partyKey);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('toast.linkCopied'), description: t('toast.linkCopiedText') });
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: t('toast.copyFailed'),
        variant: 'destructive',
      });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      data-url={url}
      className={RESULT_ACTION_CLASS}
    >
      <Link2 aria-hidden="true" className="size-4" />
      {t('result.copyLink')}
    </button>
  );
}
