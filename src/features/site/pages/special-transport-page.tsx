import { ShieldCheck } from 'lucide-react';

import { PageHero } from '@/components/layout/page-hero';
import { COMPANY } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { pathFor } from '@/lib/routes/route-manifest';

import { companyFigures } from '../company-formatting';
import { ButtonLink } from '../components/button-link';
import { Callout } from '../components/callout';
import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { FeatureCard } from '../components/feature-card';
import { FiguresCard } from '../components/figures-card';
import { PageSection } from '../components/page-section';
import { SplitLayout } from '../components/split-layout';
import { TagList } from '../components/tag-list';
import { FLEXCOVER, formatMeasure, machineLimitValues } from '../transport-measures';

export function SpecialTransportPage() {
  const { t } = useSiteTranslation('special');
  const { t: tCommon } = useSiteTranslation();
  const lang = useSiteLanguage();
  const limits = machineLimitValues(lang);
  const upTo = (value: string) => t('upTo', { value });
  return (
    <>
      <PageHero title={tCommon('meta.special.title')} lead={t('intro')} />
      <PageSection title={t('tags.title')}>
        <TagList items={t('tags.items', { returnObjects: true })} />
      </PageSection>
      <PageSection title={t('machines.title')} muted>
        <SplitLayout
          aside={
            <FiguresCard
              title={t('machines.limitsLabel')}
              items={[
                { value: upTo(limits.height), label: t('machines.height') },
                { value: upTo(limits.width), label: t('machines.width') },
              ]}
            />
          }
        >
          <p>{t('machines.text')}</p>
          <p>{t('machines.text2', limits)}</p>
          <Callout
            tone="note"
            title={t('machines.insuranceTitle')}
            text={t('machines.insurance')}
          />
        </SplitLayout>
      </PageSection>
      <PageSection title={t('vehicles.title')}>
        <SplitLayout
          aside={
            <FeatureCard as="div" icon={ShieldCheck} title={tCommon('nav.services')}>
              <p>{t('vehicles.text2')}</p>
              <div className="mt-4">
                <ButtonLink to={pathFor('services', lang)} variant="text">
                  {t('vehicles.escrowLink')}
                </ButtonLink>
              </div>
            </FeatureCard>
          }
        >
          <p>{t('vehicles.text')}</p>
        </SplitLayout>
      </PageSection>
      <PageSection title={t('system.title')} lead={t('system.text')} muted>
        <h3 className="text-xl font-semibold text-blue-950">{t('system.benefitsTitle')}</h3>
        <div className="mt-6">
          <CheckList
            columns={2}
            items={[
              ...t('system.benefits', { returnObjects: true }),
              // Its own key: the count picks the noun's plural form.
              t('system.experience', {
                count: COMPANY.statistics.transports,
                transports: companyFigures(lang).transportsNumber,
              }),
            ]}
          />
        </div>
      </PageSection>
      <PageSection title={t('flexcover.title')}>
        <SplitLayout
          aside={
            <FiguresCard
              title={t('flexcover.figuresLabel')}
              items={[
                {
                  value: upTo(formatMeasure(FLEXCOVER.volume, lang)),
                  label: t('flexcover.volume'),
                },
                {
                  value: upTo(formatMeasure(FLEXCOVER.height, lang)),
                  label: t('flexcover.height'),
                },
                { value: upTo(formatMeasure(FLEXCOVER.width, lang)), label: t('flexcover.width') },
              ]}
            />
          }
        >
          <p>{t('flexcover.text')}</p>
          <p>{t('flexcover.text2')}</p>
        </SplitLayout>
      </PageSection>
      <CtaBand title={t('cta.title')} text={t('cta.text')} action={t('cta.action')} to="request" />
    </>
  );
}
