import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';

import { COMPANY } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { type PageId, pathFor } from '@/lib/routes/route-manifest';
import { useHydrated } from '@/lib/use-hydrated';

const FOOTER_LINKS: readonly PageId[] = ['about', 'services', 'contact', 'legal', 'privacy'];

export function SiteFooter() {
  const lang = useSiteLanguage();
  const { t } = useSiteTranslation();
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <footer className="bg-blue-950 text-blue-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">{COMPANY.shortName}</p>
          <p className="mt-3 text-sm leading-relaxed">{t('tagline')}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold text-white">
            {t('footer.usefulLinks')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_LINKS.map((page) => (
              <li key={page}>
                <Link to={pathFor(page, lang)} className="hover:text-white hover:underline">
                  {t(`nav.${page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t('footer.contact')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a
                href={`tel:${COMPANY.phone.tel}`}
                className="flex items-center gap-2 hover:text-white"
              >
                <Phone aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('footer.phone')}: </span>
                {COMPANY.phone.display}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${COMPANY.email}`}
                className="flex items-center gap-2 hover:text-white"
              >
                <Mail aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('footer.email')}: </span>
                {COMPANY.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-blue-900">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-blue-200 sm:px-6">
          {/* Built in one year, read in another: hydration renders the build's year, so the
              text is the prerendered one, and the reader's year follows once the page is live. */}
          {t('footer.copyright', { year, company: COMPANY.name })}
        </p>
      </div>
    </footer>
  );
}
