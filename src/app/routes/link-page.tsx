import type { ComponentType } from 'react';

import { UnsubscribePage } from '@/features/unsubscribe/components/unsubscribe-page';
import { COMPANY } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { LinkPageId } from '@/lib/routes/route-manifest';
import { privateHead, siteTitle } from '@/lib/seo/head';

import { useDocumentHead } from '../layout/use-document-head';

/**
 * Each link page's component and the namespace of its texts (their `meta` names the page; the
 * route loads it first, see linkPageNamespaces).
 */
const VIEWS: Record<LinkPageId, { Component: ComponentType; ns: 'unsubscribe' }> = {
  unsubscribe: { Component: UnsubscribePage, ns: 'unsubscribe' },
};

/** A link page with its head: never indexed, no language alternates (nothing to find there). */
export function LinkPage({ page }: { page: LinkPageId }) {
  const lang = useSiteLanguage();
  const { Component, ns } = VIEWS[page];
  const { t } = useSiteTranslation(ns);
  useDocumentHead(
    privateHead(lang, siteTitle(t('meta.title'), COMPANY.shortName), t('meta.description')),
  );
  return <Component />;
}
