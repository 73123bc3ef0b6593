import { useSiteTranslation } from '@/lib/i18n/use-site-language';

/**
 * A stored photo or signature by its signed URL. A URL that fails to load (expired, say) asks
 * for new ones once; a file the function did not sign says it is not available.
 */
export function EvidenceImage({
  url,
  loaded,
  alt,
  onError,
  className,
}: {
  url: string | undefined;
  /** Whether the URLs have arrived (none yet: an empty frame). */
  loaded: boolean;
  alt: string;
  onError: () => void;
  className: string;
}) {
  const { t } = useSiteTranslation('proof');
  if (!loaded) return <span className={`inline-block bg-slate-100 ${className}`} />;
  if (!url) return <span className="text-sm text-slate-600">{t('fileMissing')}</span>;
  return <img src={url} alt={alt} loading="lazy" className={className} onError={onError} />;
}
