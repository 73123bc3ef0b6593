import { Link2 } from 'lucide-react';

import { toast } from '@/components/ui/toast-store';
import { SITE_URL } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { pathFor } from '@/lib/routes/route-manifest';

import { RESULT_ACTION_CLASS } from './result-card';

/** Copies the canonical URL of this result, in the reader's language. */
export function CopyLinkButton({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useSiteTranslation('tracking');
  const lang = useSiteLanguage();
  const url = SITE_URL + pathFor('tracking', lang, `?id=${encodeURIComponent(trackingNumber)}`);
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
