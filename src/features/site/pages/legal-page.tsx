import { type ReactNode, useId } from 'react';

import { PageHero } from '@/components/layout/page-hero';
import { COMPANY } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';

import { companyAddressLines } from '../company-address';
import { type Fact, FactList } from '../components/fact-list';

const LINK = 'text-blue-900 underline underline-offset-4 hover:text-blue-950';

/** The legal notice: every value comes from the company facts file (DECISIONS 11). */
export function LegalPage() {
  const { t } = useSiteTranslation('legal');
  const { t: tCommon } = useSiteTranslation();
  const lang = useSiteLanguage();
  const { legal } = COMPANY;
  return (
    <>
      <PageHero title={tCommon('meta.legal.title')} lead={t('intro')} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="max-w-4xl space-y-6">
          <LegalGroup title={t('provider')}>
            <address className="mb-4 text-lg leading-relaxed font-medium text-blue-950 not-italic">
              {companyAddressLines(lang).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <FactList facts={[{ label: t('fields.responsible'), value: legal.responsible }]} />
          </LegalGroup>
          <LegalGroup
            title={t('contact')}
            facts={[
              {
                label: t('fields.phone'),
                value: (
                  <a className={LINK} href={`tel:${COMPANY.phone.tel}`}>
                    {COMPANY.phone.display}
                  </a>
                ),
              },
              {
                label: t('fields.email'),
                value: (
                  <a className={LINK} href={`mailto:${COMPANY.email}`}>
                    {COMPANY.email}
                  </a>
                ),
              },
            ]}
          />
          <LegalGroup
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

function LegalGroup({
  title,
  facts,
  children,
}: {
  title: string;
  facts?: Fact[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="mb-4 text-xl font-semibold text-blue-950">
        {title}
      </h2>
      {children}
      {facts && <FactList facts={facts} />}
    </section>
  );
}
