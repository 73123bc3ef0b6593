/**
 * Route module of the staff area's layout (lazy: never on a public page). Exports what React
 * Router reads from a lazy route module: `Component`.
 */
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { COMPANY } from '@/lib/company';
import { storedLanguage } from '@/lib/i18n/language-storage';
import { SiteLanguageProvider } from '@/lib/i18n/site-language';
import { privateHead, siteTitle } from '@/lib/seo/head';
import { ADMIN_LANGUAGE } from '#common/languages';

import { AdminFrame } from '../../layout/admin-frame';
import { useDocumentHead } from '../../layout/use-document-head';
import { AdminProvider } from '../../providers/admin-provider';

/**
 * Outside the language prefix, in Romanian, never indexed, in a frame of its own. Shared
 * pieces of the public site (the error notice) speak the visitor's stored public language.
 */
export function Component() {
  const { t } = useTranslation('admin', { lng: ADMIN_LANGUAGE });
  useDocumentHead(privateHead(ADMIN_LANGUAGE, siteTitle(t('areaTitle'), COMPANY.shortName)));
  return (
    <SiteLanguageProvider lang={storedLanguage()}>
      <AdminProvider>
        <AdminFrame>
          <Outlet />
        </AdminFrame>
      </AdminProvider>
    </SiteLanguageProvider>
  );
}
