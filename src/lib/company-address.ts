import { COMPANY } from '@/lib/company';
import { FORMAT_LOCALES, type Language } from '#common/languages';

/** The company's country as the reader's language names it ('DE' → 'Germany' in English). */
function countryName(lang: Language): string {
  const { countryCode } = COMPANY.address;
  const names = new Intl.DisplayNames([FORMAT_LOCALES[lang]], { type: 'region' });
  return names.of(countryCode) ?? countryCode;
}

/** The postal address as lines, for <address> blocks and the map's label. */
export function companyAddressLines(lang: Language): string[] {
  const { street, postalCode, city } = COMPANY.address;
  return [COMPANY.name, street, `${postalCode} ${city}`, countryName(lang)];
}
