import { formatNumber } from '@/lib/i18n/format';
import type { Language } from '#common/languages';
import { COMPANY_LOAD_LIMITS } from '#common/loads/company-load-limits';

/** A measure as the company states it: "3.70 m" keeps its two decimals in every language. */
interface Measure {
  value: number;
  unit: 'm' | 'mm' | 'm³';
  fractionDigits: number;
}

/** Largest machine loads with special permits (SPEC §9), as the company writes them. */
const MACHINE_LIMITS = {
  height: { value: COMPANY_LOAD_LIMITS.heightM, unit: 'm', fractionDigits: 1 },
  width: { value: COMPANY_LOAD_LIMITS.widthM, unit: 'm', fractionDigits: 2 },
} as const satisfies Record<string, Measure>;

/** The FlexCover covered-trailer system (SPEC §9). */
export const FLEXCOVER = {
  volume: { value: 130, unit: 'm³', fractionDigits: 0 },
  height: { value: 3700, unit: 'mm', fractionDigits: 0 },
  width: { value: 3, unit: 'm', fractionDigits: 1 },
} as const satisfies Record<string, Measure>;

/** "4,0 m" in German, "4.0 m" in English; SI symbols are the same in every language. */
export function formatMeasure({ value, unit, fractionDigits }: Measure, lang: Language): string {
  const number = formatNumber(value, lang, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return `${number}\u00a0${unit}`;
}

export function machineLimitValues(lang: Language) {
  return {
    height: formatMeasure(MACHINE_LIMITS.height, lang),
    width: formatMeasure(MACHINE_LIMITS.width, lang),
  };
}
