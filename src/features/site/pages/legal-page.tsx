import { PageHero } from '@/components/layout/page-hero';
import { COMPANY } from '@/lib/company';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { CompanyAddress } from '../notices/company-address-block';
import { companyContactFacts } from '../notices/company-contact-facts';
import { FactList } from '../notices/fact-list';
import { LegalSection } from '../notices/legal-section';

/** The legal notice: every value comes from the company facts file (DECISIONS 11). */
export function LegalPage() {
  const { t } = useSiteTranslation('legal');
  const { t: tCommon } = useSiteTranslation();
  const { legal } = COMPANY;
  return (
    <>
      <PageHero title={tCommon('meta.legal.title')} lead={t('intro')} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="max-w-4xl space-y-6">
          <LegalSection title={t('provider')}>
            <CompanyAddress />
            <FactList facts={[{ label: t('fields.responsible'), value: legal.responsible }]} />
          </LegalSection>
          <LegalSection
            title={t('contact')}
            facts={companyContactFacts({ phone: t('fields.phone'), email: t('fields.email') })}
          />
          <LegalSection
            title={t('register')}
            facts={[
              { label: t('fields.registerCourt'), value: legal.registerCourt },
              { label: t('fields.registerNumber'), value: legal.registerNumber },
              { label: t('fields.vatId'), value: legal.vatId },
              { label: t('fields.economicId'), value: legal.economicId },
              { label: t('fields.seat'), value: legal.seat },
            ]}
          />
        </div>
      </div>
    </>
  );
}
