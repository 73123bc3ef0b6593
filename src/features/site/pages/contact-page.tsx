import { Mail, MapPin, Phone } from 'lucide-react';

import { PageHero } from '@/components/layout/page-hero';
import { DeferredLocationMap } from '@/components/map/deferred-location-map';
import { COMPANY } from '@/lib/company';
import { companyAddressLines } from '@/lib/company-address';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';

import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { CardGrid, FeatureCard } from '../components/feature-card';
import { PageSection } from '../components/page-section';

const CONTACT_LINK = 'font-semibold text-blue-900 underline-offset-4 hover:underline';

export function ContactPage() {
  const { t } = useSiteTranslation('contact');
  const { t: tCommon } = useSiteTranslation();
  const addressLines = companyAddressLines(useSiteLanguage());
  return (
    <>
      <PageHero title={tCommon('meta.contact.title')} lead={t('intro')} />
      <PageSection title={t('cardsTitle')}>
        <CardGrid>
          <FeatureCard icon={Phone} title={t('phone.title')}>
            <p>{t('phone.text')}</p>
            <a
              href={`tel:${COMPANY.phone.tel}`}
              className={`mt-3 inline-block text-lg ${CONTACT_LINK}`}
            >
              {COMPANY.phone.display}
            </a>
          </FeatureCard>
          <FeatureCard icon={Mail} title={t('email.title')}>
            <p>{t('email.text')}</p>
            <a
              href={`mailto:${COMPANY.email}`}
              className={`mt-3 inline-block text-lg ${CONTACT_LINK}`}
            >
              {COMPANY.email}
            </a>
          </FeatureCard>
          <FeatureCard icon={MapPin} title={t('address.title')}>
            <p>{t('address.text')}</p>
            <address className="mt-3 font-semibold text-blue-950 not-italic">
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </FeatureCard>
        </CardGrid>
        <div className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-blue-950">{t('prepare.title')}</h3>
          <div className="mt-5">
            <CheckList columns={2} items={t('prepare.items', { returnObjects: true })} />
          </div>
        </div>
      </PageSection>
      <CtaBand
        title={tCommon('requestCta.title')}
        text={tCommon('requestCta.text')}
        action={tCommon('nav.request')}
        to="request"
      />
      <section aria-label={t('mapTitle')}>
        <DeferredLocationMap
          position={COMPANY.position}
          zoom={15}
          markerTitle={COMPANY.name}
          label={addressLines.join('\n')}
          heightClass="h-96"
        />
      </section>
    </>
  );
}
