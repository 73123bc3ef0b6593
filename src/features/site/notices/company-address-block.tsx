import { companyAddressLines } from '@/lib/company-address';
import { useSiteLanguage } from '@/lib/i18n/use-site-language';

/** The company's postal address, one line each (legal notice, privacy notice). */
export function CompanyAddress() {
  const lang = useSiteLanguage();
  return (
    <address className="mb-4 text-lg leading-relaxed font-medium text-blue-950 not-italic">
      {companyAddressLines(lang).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
