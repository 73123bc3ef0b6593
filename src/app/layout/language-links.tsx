import { Link, useLocation } from 'react-router-dom';

import { useSiteLanguage } from '@/lib/i18n/use-site-language';
import { switchLanguagePath } from '@/lib/routes/route-manifest';
import { LANGUAGE_NAMES, LANGUAGES } from '#common/languages';

/** One link per language to the same page there, query kept (DECISIONS 6). */
export function LanguageLinks({
  id,
  className,
  linkClassName,
  onSelect,
}: {
  id?: string;
  className?: string;
  linkClassName: (active: boolean) => string;
  onSelect?: () => void;
}) {
  const lang = useSiteLanguage();
  const { pathname, search } = useLocation();
  return (
    <ul id={id} className={className}>
      {LANGUAGES.map((target) => (
        <li key={target}>
          <Link
            to={switchLanguagePath(pathname, search, target)}
            hrefLang={target}
            lang={target}
            aria-current={target === lang ? 'true' : undefined}
            className={linkClassName(target === lang)}
            onClick={onSelect}
          >
            {LANGUAGE_NAMES[target]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
