import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { OfferMessage } from './offer-message';

/**
 * The tracking page's throttle message: offer links and tracking links count misses against
 * the same per-client limit (contract of issue #37, 4), so the customer reads the same words.
 * A component of its own: the tracking texts load only when they are shown.
 */
export function OfferThrottled() {
  const { t } = useSiteTranslation('request');
  const { t: tTracking } = useSiteTranslation('tracking');
  return (
    <OfferMessage tone="problem" heading={t('offer.throttledHeading')}>
      <p>{tTracking('errorThrottled')}</p>
    </OfferMessage>
  );
}
