import { COMPANY } from '@/lib/company';
import { formatNumber } from '@/lib/i18n/format';
import type { Language } from '#common/languages';

/** The company's stated figures (SPEC §9: 6+, 5000+, 100%), written as the reader's language does. */
export function companyFigures(lang: Language) {
  const { yearsExperience, transports, satisfiedPercent } = COMPANY.statistics;
  return {
    years: `${formatNumber(yearsExperience, lang)}+`,
    transports: `${formatNumber(transports, lang)}+`,
    /** Without the plus, for "more than 5,000 transports". */
    transportsNumber: formatNumber(transports, lang),
    satisfied: formatNumber(satisfiedPercent / 100, lang, { style: 'percent' }),
  };
}
