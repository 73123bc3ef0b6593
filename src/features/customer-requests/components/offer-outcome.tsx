import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { EndedOffer, ReplacedOffer } from '../api/transport-offer-rpc';
import { dayText, momentDayText } from './detail-format';
import { DetailRow } from './detail-row';
import { OfferContact } from './offer-contact';
import { OfferMessage } from './offer-message';

const TONES = {
  accepted: 'success',
  converted: 'success',
  declined: 'info',
  expired: 'info',
  replaced: 'info',
  closed: 'info',
} as const;

/**
 * What became of an offer, when its link is opened after (issue #49): the answer with the
 * reference, the price and the day, what happens next; an expired offer until when it was
 * valid and how to get a new one; a replaced one when the newer came (its e-mail carries the
 * newer link); a request the company declined, politely. A converted request's tracking number
 * is not shown: the customer gets it with their personal tracking link by e-mail (DECISIONS
 * 25), and an offer link, which neither expires nor can be revoked, does not open a shipment
 * (DECISIONS 18). The company's phone and e-mail close every outcome.
 */
export function OfferOutcome({ offer }: { offer: EndedOffer | ReplacedOffer }) {
  const { t } = useSiteTranslation('request');
  const lang = useSiteLanguage();
  const heading = t(`offer.ended.${offer.state}.heading`);
  const { reference } = offer;

  let body;
  if (offer.state === 'replaced') {
    body = (
      <p>
        {t('offer.ended.replaced.text', {
          date: momentDayText(offer.replaced_at, lang),
          reference,
        })}
      </p>
    );
  } else if (offer.state === 'closed') {
    body = <p>{t('offer.ended.closed.text', { reference })}</p>;
  } else {
    const answered = offer.answered_at && momentDayText(offer.answered_at, lang);
    const answeredTerm =
      offer.state === 'declined' ? t('offer.ended.declinedOn') : t('offer.ended.acceptedOn');
    body = (
      <>
        <dl className="grid gap-2">
          <DetailRow term={t('offer.ended.reference')} value={reference} />
          <DetailRow term={t('offer.price')} value={offer.offer.price} />
          {answered && offer.state !== 'expired' && (
            <DetailRow term={answeredTerm} value={answered} />
          )}
        </dl>
        {offer.state === 'accepted' ? (
          <>
            <p>{t('offer.accepted.text')}</p>
            {offer.status_emails && <p>{t('offer.accepted.emails')}</p>}
          </>
        ) : (
          <p>
            {t(`offer.ended.${offer.state}.text`, {
              date: dayText(offer.offer.valid_until, lang),
            })}
          </p>
        )}
      </>
    );
  }

  return (
    <>
      {/* The outcome in words, for screen readers; its heading takes the focus as well. */}
      <p aria-live="polite" className="sr-only">
        {heading}
      </p>
      <OfferMessage tone={TONES[offer.state]} heading={heading}>
        {body}
        <OfferContact />
      </OfferMessage>
    </>
  );
}
