import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { OfferContact } from './offer-contact';
import { OfferMessage } from './offer-message';

/** A link that opens nothing (any more): why, in `text`, and how to reach the company. */
export function InvalidLink({ text }: { text: string }) {
  const { t } = useSiteTranslation('request');
  return (
    <OfferMessage tone="problem" heading={t('offer.invalid.heading')}>
      <p>{text}</p>
      <OfferContact />
    </OfferMessage>
  );
}
