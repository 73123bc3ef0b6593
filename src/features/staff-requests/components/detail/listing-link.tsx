import { ExternalLink } from 'lucide-react';

import { safeExternalUrl } from '../../safe-external-url';
import { useRequestsTranslation } from '../../use-requests-translation';

/**
 * The customer's listing link: opened in a new tab without our page as its opener or referrer;
 * anything that is not an http(s) URL is shown as text only.
 */
export function ListingLink({ url }: { url: string }) {
  const { t } = useRequestsTranslation();
  const href = safeExternalUrl(url);
  if (!href) return <span>{url}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 text-blue-900 underline [overflow-wrap:anywhere]"
    >
      {url}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{t('detail.listingOpens')}</span>
    </a>
  );
}
