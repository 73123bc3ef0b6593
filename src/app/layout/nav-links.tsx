import { Link } from 'react-router-dom';

import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { NAVIGATION, type PageId, pathFor } from '@/lib/routes/route-manifest';

/** The seven page links, shared by the desktop bar and the mobile menu. */
export function NavLinks({
  current,
  className,
  linkClassName,
}: {
  current: PageId | undefined;
  className?: string;
  linkClassName: (active: boolean) => string;
}) {
  const lang = useSiteLanguage();
  const { t } = useSiteTranslation();
  return (
    <ul className={className}>
      {NAVIGATION.map((page) => (
        <li key={page}>
          <Link
            to={pathFor(page, lang)}
            aria-current={page === current ? 'page' : undefined}
            className={linkClassName(page === current)}
          >
            {t(`nav.${page}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
