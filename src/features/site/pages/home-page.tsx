import { Car, ClipboardList, Truck } from 'lucide-react';

import { COMPANY } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { pathFor } from '@/lib/routes/route-manifest';

import { ButtonLink } from '../components/button-link';
import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { CardGrid, FeatureCard } from '../components/feature-card';
import { HomeHero } from '../components/home-hero';
import { PageSection } from '../components/page-section';
import { machineLimitValues } from '../transport-measures';

const SERVICE_CARDS = [
  ['heavy', Truck],
  ['standard', Car],
  ['logistics', ClipboardList],
] as const;

export function HomePage() {
  const { t } = useSiteTranslation('home');
  const lang = useSiteLanguage();
  const { t: tCommon } = useSiteTranslation();
  const cards = t('services.cards', { returnObjects: true, ...machineLimitValues(lang) });
  return (
    <>
      <HomeHero />
      <PageSection title={t('welcome.title', { company: COMPANY.name })}>
        <div className="grid gap-12 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-relaxed text-slate-700">
            <p>{t('welcome.text', { year: COMPANY.foundedYear })}</p>
            <p>{t('welcome.text2')}</p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <h3 className="text-xl font-semibold text-blue-950">
              {t('welcome.specialitiesTitle')}
            </h3>
            <div className="mt-5">
              <CheckList items={t('welcome.specialities', { returnObjects: true })} />
            </div>
          </div>
        </div>
      </PageSection>
      <PageSection title={t('services.title')} lead={t('services.lead')} muted>
        <CardGrid>
          {SERVICE_CARDS.map(([key, icon]) => (
            <FeatureCard key={key} icon={icon} title={cards[key].title}>
              <p>{cards[key].text}</p>
            </FeatureCard>
          ))}
        </CardGrid>
        <div className="mt-10">
          <ButtonLink to={pathFor('special', lang)} variant="secondary">
            {t('services.all')}
          </ButtonLink>
        </div>
      </PageSection>
      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        action={tCommon('nav.request')}
        to="request"
      />
    </>
  );
}
