import { Handshake, MessageCircle, Ruler, ShieldCheck, Truck, Users } from 'lucide-react';

import { PageHero } from '@/components/layout/page-hero';
import { COMPANY } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';

import { CtaBand } from '../components/cta-band';
import { FeatureCard } from '../components/feature-card';
import { machineLimitValues } from '../transport-measures';

const SECTIONS = [
  ['specialTransports', Truck],
  ['familyBusiness', Users],
  ['individualSolutions', Ruler],
  ['safety', ShieldCheck],
  ['communication', MessageCircle],
  ['partnership', Handshake],
] as const;

export function AboutPage() {
  const { t } = useSiteTranslation('about');
  const { t: tCommon } = useSiteTranslation();
  const lang = useSiteLanguage();
  const sections = t('sections', {
    returnObjects: true,
    company: COMPANY.name,
    ...machineLimitValues(lang),
  });
  return (
    <>
      <PageHero
        title={tCommon('meta.about.title')}
        lead={t('intro', { year: COMPANY.foundedYear })}
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map(([key, icon]) => (
          <FeatureCard
            key={key}
            as="section"
            headingLevel={2}
            icon={icon}
            title={sections[key].title}
          >
            <p>{sections[key].text}</p>
          </FeatureCard>
        ))}
      </div>
      <CtaBand title={t('cta.title')} text={t('cta.text')} action={t('cta.action')} />
    </>
  );
}
