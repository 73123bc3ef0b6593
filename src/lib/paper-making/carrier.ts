import { companyAddressLines } from '@/lib/company-address';
import type { PaperLanguage, PaperParty } from '@/lib/papers/paper-data';

/** The carrier on a paper: the company, its address in the paper's language, the vehicle. */
export function carrierParty(
  lang: PaperLanguage,
  vehiclePlate: string | null,
): PaperParty & { vehiclePlate: string | null } {
  const [name = '', ...address] = companyAddressLines(lang);
  return { name, address: address.join('\n'), vehiclePlate };
}
