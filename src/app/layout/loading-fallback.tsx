import { useSiteTranslation } from '@/lib/i18n/use-site-language';

/**
 * Shown while a page's code loads (SPEC: "Loading..."). It fills the content area so the
 * footer does not jump when the page arrives.
 */
export function LoadingFallback() {
  const { t } = useSiteTranslation();
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center text-slate-600">
      {t('loading')}
    </div>
  );
}
