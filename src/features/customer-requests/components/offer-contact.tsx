import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { COMPANY } from '#common/company-facts';

/** The company's phone and e-mail (company-facts.ts), for a customer who needs to reach a person. */
export function OfferContact() {
  const { t } = useSiteTranslation('request');
  return (
    <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
      <dt className="font-semibold">{t('offer.contact.phone')}</dt>
      <dd>
        <a className="text-blue-900 underline underline-offset-4" href={`tel:${COMPANY.phone.tel}`}>
          {COMPANY.phone.display}
        </a>
      </dd>
      <dt className="font-semibold">{t('offer.contact.email')}</dt>
      <dd>
        <a className="text-blue-900 underline underline-offset-4" href={`mailto:${COMPANY.email}`}>
          {COMPANY.email}
        </a>
      </dd>
    </dl>
  );
}
