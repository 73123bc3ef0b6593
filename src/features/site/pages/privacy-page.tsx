import { PageHero } from '@/components/layout/page-hero';
import { COMPANY } from '@/lib/company';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { PRIVACY_FACTS } from '@/lib/privacy-facts';
import { REQUEST_RETENTION, TRACKING_MISS_KEPT_MINUTES } from '@/lib/retention';

import { CompanyAddress } from '../notices/company-address-block';
import { companyContactFacts } from '../notices/company-contact-facts';
import { FactList } from '../notices/fact-list';
import { LegalSection } from '../notices/legal-section';
import { useRequestRetention } from '../notices/use-request-retention';

const STORED = [
  'requests',
  'protection',
  'shipments',
  'emails',
  'tracking',
  'browser',
  'logs',
] as const;
const PURPOSES = ['contract', 'security', 'obligations', 'browser'] as const;
const RETENTION = [
  'requests',
  'spam',
  'converted',
  'protection',
  'tracking',
  'emails',
  'shipments',
  'audit',
  'browser',
] as const;
const PROCESSORS = ['backend', 'mail', 'website'] as const;
const RIGHTS = [
  'access',
  'rectification',
  'erasure',
  'restriction',
  'portability',
  'objection',
] as const;

const LIST = 'list-disc space-y-3 pl-5 leading-relaxed marker:text-amber-600';
const TEXT = 'leading-relaxed';

/** The periods that follow the owner's setting (the rest are fixed). */
const OWNER_SET = new Set<(typeof RETENTION)[number]>(['requests', 'spam']);

/**
 * The privacy notice (issue #36, DECISIONS 23): what the site keeps, why, how long, who
 * processes it and the reader's rights. Company facts and the processors come from the company
 * facts file (a processor not yet named shows the page's placeholder). The periods of requests
 * and spam are the owner's setting, read as the page mounts (issue #49); until then, and when
 * it cannot be read, those items give the longest period the setting allows. A failed lookup's
 * minutes are fixed (src/lib/retention.ts). The Google Maps paragraph appears only in a build
 * that has a maps key (DECISIONS 14).
 */
export function PrivacyPage() {
  const { t } = useSiteTranslation('privacy');
  const { t: tCommon } = useSiteTranslation();
  const privacy = PRIVACY_FACTS;
  // googleMapsApiKey()'s rule (components/map/maps-config.ts), spelled here: importing it would
  // bring the map panel's chunk into this page's first paint.
  const withMaps = Boolean(import.meta.env.VITE_GOOGLE_MAPS_API_KEY?.trim());
  const retention = useRequestRetention();
  const periods = {
    months: t('units.months', {
      count: retention?.keepMonths ?? REQUEST_RETENTION.keepMonths.max,
    }),
    days: t('units.days', { count: retention?.spamKeepDays ?? REQUEST_RETENTION.spamKeepDays.max }),
    minutes: t('units.minutes', { count: TRACKING_MISS_KEPT_MINUTES }),
  };
  const fact = (name: keyof typeof PRIVACY_FACTS) => privacy[name] ?? t(`placeholders.${name}`);
  const processorFacts = {
    region: fact('backendRegion'),
    provider: fact('mailProvider'),
    host: fact('websiteHost'),
  };
  return (
    <>
      <PageHero
        title={tCommon('meta.privacy.title')}
        lead={t('intro', { company: COMPANY.name })}
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="max-w-4xl space-y-6">
          <LegalSection title={t('controller.title')}>
            <p className={`mb-4 ${TEXT}`}>{t('controller.text')}</p>
            <CompanyAddress />
            <FactList
              facts={[
                { label: t('controller.representative'), value: COMPANY.legal.responsible },
                ...companyContactFacts({
                  phone: t('controller.phone'),
                  email: t('controller.email'),
                }),
              ]}
            />
            <p className={`mt-4 ${TEXT}`}>{t('controller.contact')}</p>
          </LegalSection>
          <LegalSection title={t('stored.title')}>
            <div className="space-y-5">
              {STORED.map((item) => (
                <div key={item}>
                  <h3 className="font-semibold text-blue-950">{t(`stored.${item}.title`)}</h3>
                  <p className={`mt-1 ${TEXT}`}>{t(`stored.${item}.text`)}</p>
                  {item === 'browser' && (
                    <p className={`mt-2 ${TEXT}`}>{t('stored.browser.draft')}</p>
                  )}
                </div>
              ))}
            </div>
          </LegalSection>
          <LegalSection title={t('purposes.title')}>
            <ul className={LIST}>
              {PURPOSES.map((item) => (
                <li key={item}>{t(`purposes.items.${item}`)}</li>
              ))}
            </ul>
          </LegalSection>
          <LegalSection title={t('retention.title')}>
            <ul className={LIST}>
              {RETENTION.map((item) => (
                <li key={item}>
                  {retention === null && OWNER_SET.has(item)
                    ? t(`retention.unknown.${item as 'requests' | 'spam'}`, periods)
                    : t(`retention.items.${item}`, periods)}
                </li>
              ))}
            </ul>
          </LegalSection>
          <LegalSection title={t('processors.title')}>
            <p className={`mb-4 ${TEXT}`}>{t('processors.text')}</p>
            <ul className={LIST}>
              {PROCESSORS.map((item) => (
                <li key={item}>{t(`processors.items.${item}`, processorFacts)}</li>
              ))}
            </ul>
            <div className={`mt-4 space-y-4 ${TEXT}`}>
              <p>{withMaps ? t('processors.maps') : t('processors.noMaps')}</p>
              <p>{t('processors.transfers')}</p>
              <p>{t('processors.noSale')}</p>
            </div>
          </LegalSection>
          <LegalSection title={t('rights.title')}>
            <p className={`mb-4 ${TEXT}`}>{t('rights.text')}</p>
            <ul className={LIST}>
              {RIGHTS.map((item) => (
                <li key={item}>{t(`rights.items.${item}`)}</li>
              ))}
            </ul>
            <div className={`mt-4 space-y-4 ${TEXT}`}>
              <p>{t('rights.complaint', { authority: fact('supervisoryAuthority') })}</p>
              <p>{t('rights.required')}</p>
            </div>
          </LegalSection>
        </div>
      </div>
    </>
  );
}
