import { Truck } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button-variants';
import { COMPANY } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { type PageId, pathFor } from '@/lib/routes/route-manifest';

import { LanguageSwitcher } from './language-switcher';
import { MobileMenuButton } from './mobile-menu-button';
import { NavLinks } from './nav-links';
import { StaffSlot } from './staff-slot';
import { useScrolled } from './use-scrolled';

/**
 * The public top bar: transparent over the page until it scrolls past 10 px, then solid. (The
 * staff area has its own, always white: SPEC §2.)
 *
 * From 1280 px (xl) the seven links, the request and the language fit one row, each on one line,
 * in every language, even in a font as wide as DejaVu Sans (issue #49); narrower screens get the
 * menu button. Where the row has no room left for the company's name, the name wraps onto a
 * second line of the brand link that is cut off, so the bar keeps the truck alone rather than
 * breaking a link in two (CSS, no script). Signed-in staff have a corner more: then the links
 * may wrap rather than push the row past the screen, once the brand (shrink-[1000]) has given
 * way.
 */
export function SiteHeader({ current }: { current?: PageId }) {
  const lang = useSiteLanguage();
  const { t } = useSiteTranslation();
  const scrolled = useScrolled();
  return (
    <header
      data-solid={scrolled}
      className={`sticky top-0 z-30 transition-colors duration-200 print:hidden ${
        scrolled
          ? 'border-b border-slate-200 bg-white/95 text-slate-900 shadow-sm backdrop-blur'
          : 'border-b border-transparent bg-slate-50 text-slate-900'
      }`}
    >
      <div className="group/bar mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={pathFor('home', lang)}
          className="flex h-7 min-w-7 shrink-[1000] flex-wrap content-start items-center gap-x-2 overflow-hidden font-semibold tracking-tight text-blue-950"
        >
          <Truck aria-hidden="true" className="size-7 text-amber-600" />
          <span className="leading-7 whitespace-nowrap">{COMPANY.shortName}</span>
        </Link>
        <nav
          aria-label={t('nav.label')}
          className="hidden shrink-0 xl:block group-has-data-staff-corner/bar:shrink"
        >
          <NavLinks
            current={current}
            className="flex items-center gap-0.5"
            linkClassName={(active) =>
              `rounded-md px-2.5 py-2 text-sm font-medium transition-colors ${
                active ? 'bg-blue-900 text-white' : 'text-slate-800 hover:bg-slate-900/5'
              }`
            }
          />
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          <StaffSlot />
          {/* The request is a button beside the seven links, not an eighth (SPEC §2, issue #36);
              in the links' text size, so the row has room for all of them. */}
          <Link
            to={pathFor('request', lang)}
            className={`${buttonVariants({ variant: 'accent', size: 'md' })} hidden text-sm whitespace-nowrap xl:inline-flex`}
          >
            {t('nav.request')}
          </Link>
          <div className="hidden xl:block">
            <LanguageSwitcher />
          </div>
          <MobileMenuButton current={current} />
        </div>
      </div>
    </header>
  );
}
