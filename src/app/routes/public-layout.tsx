import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { COMPANY } from '@/lib/company';
import { rememberLanguage } from '@/lib/i18n/language-storage';
import { SiteLanguageProvider } from '@/lib/i18n/site-language';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { type PageId, resolvePath } from '@/lib/routes/route-manifest';
import { privateHead, siteTitle } from '@/lib/seo/head';
import { DEFAULT_LANGUAGE, type Language } from '#common/languages';

import { SiteLayout } from '../layout/site-layout';
import { useDocumentHead } from '../layout/use-document-head';
import { PublicProvider } from '../providers/public-provider';
import { showsCustomerData, siteHeadForPage } from './page-head';
import { RedirectRoute } from './redirect-route';

/**
 * The frame of everything under /{lang}/…: language, provider, head, top bar and footer. The
 * route manifest says which page (or 404) the URL is; the child route renders it.
 */
export function PublicLayout() {
  const { pathname, search } = useLocation();
  const resolved = resolvePath(pathname, search);
  // Aliases, unprefixed German slugs, a trailing slash: to the canonical URL first.
  if (resolved.kind === 'redirect') return <RedirectRoute />;
  const page = resolved.kind === 'page' ? resolved.page : undefined;
  const lang = 'lang' in resolved ? resolved.lang : DEFAULT_LANGUAGE;
  return (
    <SiteLanguageProvider lang={lang}>
      <PublicProvider>
        {/* A link page sets its own head (its texts load with it). */}
        {resolved.kind !== 'link' && (
          <PublicHead page={page} lang={lang} noindex={showsCustomerData(search)} />
        )}
        <SiteLayout current={page}>
          <Outlet />
        </SiteLayout>
      </PublicProvider>
    </SiteLanguageProvider>
  );
}

/** The page's head after client navigation (the prerendered HTML has the same tags). */
function PublicHead({
  page,
  lang,
  noindex,
}: {
  page: PageId | undefined;
  lang: Language;
  noindex: boolean;
}) {
  const { t } = useSiteTranslation('common');
  useEffect(() => {
    if (page) rememberLanguage(lang);
  }, [page, lang]);
  useDocumentHead(
    page
      ? siteHeadForPage(page, lang, t, noindex)
      : privateHead(
          lang,
          siteTitle(t('meta.notFound.title'), COMPANY.shortName),
          t('meta.notFound.description'),
        ),
  );
  return null;
}
