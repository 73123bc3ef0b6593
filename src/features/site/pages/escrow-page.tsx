import { BadgeEuro, Lock, ShieldCheck, Truck } from 'lucide-react';

import { PageHero } from '@/components/layout/page-hero';
import { COMPANY } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';

import { Callout } from '../components/callout';
import { CtaBand } from '../components/cta-band';
import { FaqItem } from '../components/faq-item';
import { CardGrid, FeatureCard } from '../components/feature-card';
import { PageSection } from '../components/page-section';
import { ProcessSteps } from '../components/process-steps';
import { escrowValues } from '../escrow-constants';

const ADVANTAGES = [
  ['buyers', ShieldCheck],
  ['sellers', Lock],
  ['transport', Truck],
  ['fee', BadgeEuro],
] as const;

/** The escrow service (SPEC §4): process, advantages, warning, questions, important note. */
export function EscrowPage() {
  const { t } = useSiteTranslation('services');
  const { t: tCommon } = useSiteTranslation();
  const values = escrowValues(useSiteLanguage());
  const advantages = t('advantages.items', { returnObjects: true, ...values });
  return (
    <>
      <PageHero title={tCommon('meta.services.title')} lead={t('intro')}>
        <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-blue-950 px-5 py-2.5 font-semibold text-white">
          <BadgeEuro aria-hidden="true" className="size-5 text-amber-400" />
          {t('fee', values)}
        </p>
      </PageHero>
      <PageSection title={t('why.title')}>
        <div className="grid max-w-5xl gap-5 text-lg leading-relaxed text-slate-700 lg:grid-cols-2 lg:gap-10">
          <p>{t('why.text')}</p>
          <p>{t('why.text2')}</p>
        </div>
      </PageSection>
      <PageSection title={t('steps.title')} muted>
        <ProcessSteps steps={t('steps.items', { returnObjects: true, ...values })} />
      </PageSection>
      <PageSection title={t('advantages.title')}>
        <CardGrid columns={2}>
          {ADVANTAGES.map(([key, icon]) => (
            <FeatureCard key={key} icon={icon} title={advantages[key].title}>
              <p>{advantages[key].text}</p>
            </FeatureCard>
          ))}
        </CardGrid>
        <div className="mt-10">
          <Callout
            tone="warning"
            title={t('warning.title')}
            text={t('warning.text', { phone: COMPANY.phone.display })}
          />
        </div>
      </PageSection>
      <PageSection title={t('faq.title')} muted>
        <div className="grid max-w-4xl gap-4">
          {t('faq.items', { returnObjects: true, ...values }).map((item) => (
            <FaqItem key={item.question} question={item.question} answer={item.answer} />
          ))}
          <div className="mt-6">
            <Callout tone="note" title={t('note.title')} text={t('note.text', values)} />
          </div>
        </div>
      </PageSection>
      <CtaBand title={t('cta.title')} text={t('cta.text')} action={t('cta.action')} to="request" />
    </>
  );
}
