import { type ComponentType, lazy } from 'react';

import { COMPANY } from '@/lib/company';
import { storedLanguage } from '@/lib/i18n/language-storage';
import { SiteLanguageProvider } from '@/lib/i18n/site-language';
import type { AdminRoute as AdminRouteId } from '@/lib/routes/route-manifest';
import { privateHead, siteTitle } from '@/lib/seo/head';

import { SiteLayout } from '../layout/site-layout';
import { useDocumentHead } from '../layout/use-document-head';

const screens: Record<AdminRouteId, ComponentType> = {
  login: lazy(() =>
    import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
  ),
  shipments: lazy(() =>
    import('@/features/shipments/components/shipments-page').then((m) => ({
      default: m.ShipmentsPage,
    })),
  ),
  info: lazy(() =>
    import('@/features/info/components/info-editor-page').then((m) => ({
      default: m.InfoEditorPage,
    })),
  ),
  content: lazy(() =>
    import('./admin-content-page').then((m) => ({ default: m.AdminContentPage })),
  ),
};

/**
 * The staff area: outside the language prefix, in Romanian, never indexed. The frame around
 * it (top bar, footer) speaks the visitor's stored public language.
 */
export function AdminRoute({ route }: { route: AdminRouteId }) {
  useDocumentHead(privateHead('ro', siteTitle('Administrare', COMPANY.shortName)));
  const Screen = screens[route];
  return (
    <SiteLanguageProvider lang={storedLanguage()}>
      <SiteLayout admin>
        <Screen />
      </SiteLayout>
    </SiteLanguageProvider>
  );
}
