import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { COMPANY } from '@/lib/company';
import { rememberLanguage } from '@/lib/i18n/language-storage';
import type { Language } from '@/lib/i18n/languages';
import { SiteLanguageProvider } from '@/lib/i18n/site-language';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { type PageId, resolvePath } from '@/lib/routes/route-manifest';
import { privateHead, siteTitle } from '@/lib/seo/head';

import { SiteLayout } from '../layout/site-layout';
import { useDocumentHead } from '../layout/use-document-head';
import { DetectedLanguageRedirect } from './detected-language-redirect';
import { NotFoundPage } from './not-found-page';
import { siteHeadForPage } from './page-head';
import { pageComponents } from './page-registry';

/** Everything under /{lang}/…: a page, a redirect to its canonical URL, or a localized 404. */
export function LocalizedRoute() {
  const { pathname, search } = useLocation();
  const resolved = resolvePath(pathname, search);
  if (resolved.kind === 'redirect') {
    // Without a language in the URL, where to go depends on the visitor's language.
    if (resolved.detected) {
      return (
        <DetectedLanguageRedirect
          target={(lang) => {
            const again = resolvePath(pathname, search, lang);
            return again.kind === 'redirect' ? again.to : `/${lang}`;
          }}
        />
      );
    }
    return <Navigate to={resolved.to} replace />;
  }
  if (resolved.kind === 'page') {
    return (
      <SiteLanguageProvider lang={resolved.lang}>
        <PageView page={resolved.page} lang={resolved.lang} noindex={search.includes('id=')} />
      </SiteLanguageProvider>
    );
  }
  const lang = resolved.kind === 'not-found' ? resolved.lang : 'de';
  return (
    <SiteLanguageProvider lang={lang}>
      <NotFoundView lang={lang} />
    </SiteLanguageProvider>
  );
}

function useRememberLanguage(lang: Language) {
  useEffect(() => rememberLanguage(lang), [lang]);
}

function PageView({ page, lang, noindex }: { page: PageId; lang: Language; noindex: boolean }) {
  const { t } = useSiteTranslation('common');
  useRememberLanguage(lang);
  useDocumentHead(siteHeadForPage(page, lang, t, noindex));
  const Page = pageComponents[page];
  return (
    <SiteLayout current={page}>
      <Page />
    </SiteLayout>
  );
}

function NotFoundView({ lang }: { lang: Language }) {
  const { t } = useSiteTranslation();
  useDocumentHead(
    privateHead(
      lang,
      siteTitle(t('meta.notFound.title'), COMPANY.shortName),
      t('meta.notFound.description'),
    ),
  );
  return (
    <SiteLayout>
      <NotFoundPage />
    </SiteLayout>
  );
}
