import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { OfferContact } from './offer-contact';
import { OfferMessage } from './offer-message';

/**
 * A link that opens nothing: a key no e-mail of ours carried (mistyped, cut short) or a request
 * deleted since. What became of an offer its own key still says (offer-outcome.tsx).
 */
export function InvalidLink() {
  const { t } = useSiteTranslation('request');
  return (
    <OfferMessage tone="problem" heading={t('offer.invalid.heading')}>
      <p>{t('link.invalid')}</p>
      <OfferContact />
    </OfferMessage>
  );
}
