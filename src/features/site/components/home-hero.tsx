import { COMPANY } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { pathFor } from '@/lib/routes/route-manifest';

import { companyFigures } from '../company-formatting';
import { ButtonLink } from './button-link';
import { FiguresCard } from './figures-card';

/** The home page's opening: what we do, the two things visitors come for, our figures. */
export function HomeHero() {
  const { t } = useSiteTranslation('home');
  const lang = useSiteLanguage();
  const figures = companyFigures(lang);
  const { yearsExperience, transports } = COMPANY.statistics;
  return (
    <section className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.35fr_1fr] lg:items-center lg:gap-16 lg:pb-24">
        <div>
          <p className="font-semibold tracking-wide text-amber-700 uppercase">
            {t('hero.eyebrow', { year: COMPANY.foundedYear })}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance hyphens-auto text-blue-950 sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-700 sm:text-xl">
            {t('hero.subtitle')}
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink to={pathFor('request', lang)}>{t('hero.requestTransport')}</ButtonLink>
            <ButtonLink to={pathFor('tracking', lang)} variant="secondary">
              {t('hero.trackShipment')}
            </ButtonLink>
          </div>
        </div>
        <FiguresCard
          headingLevel={2}
          layout="row"
          title={t('hero.statsLabel')}
          items={[
            // The count picks the noun's plural form (Polish: 1 rok, 2 lata, 5 lat).
            { value: figures.years, label: t('stats.years', { count: yearsExperience }) },
            { value: figures.transports, label: t('stats.transports', { count: transports }) },
            { value: figures.satisfied, label: t('stats.satisfied') },
          ]}
        />
      </div>
    </section>
  );
}
