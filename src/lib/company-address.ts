import { COMPANY } from '@/lib/company';
import { FORMAT_LOCALES } from '#common/languages';

/** A language the company's address is written in: the site's seven, the staff area's Romanian. */
type AddressLanguage = keyof typeof FORMAT_LOCALES;

/** The company's country as the reader's language names it ('DE' → 'Germany' in English). */
function countryName(lang: AddressLanguage): string {
  const { countryCode } = COMPANY.address;
  const names = new Intl.DisplayNames([FORMAT_LOCALES[lang]], { type: 'region' });
  return names.of(countryCode) ?? countryCode;
}

/**
 * The postal address as lines, for <address> blocks, the map's label and the carrier on the
 * papers (issue #54).
 */
export function companyAddressLines(lang: AddressLanguage): string[] {
  const { street, postalCode, city } = COMPANY.address;
  return [COMPANY.name, street, `${postalCode} ${city}`, countryName(lang)];
}
