import type { ComponentType } from 'react';

import { UnsubscribePage } from '@/features/unsubscribe/components/unsubscribe-page';
import { COMPANY } from '@/lib/company';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { LinkPageId } from '@/lib/routes/route-manifest';
import { privateHead, siteTitle } from '@/lib/seo/head';

import { useDocumentHead } from '../layout/use-document-head';

/**
 * A link page with its head: never indexed, no language alternates (nothing to find there).
 * Its texts are the namespace named like it; their `meta` names the page.
 */
function LinkPage({ page, Component }: { page: LinkPageId; Component: ComponentType }) {
  const lang = useSiteLanguage();
  const { t } = useSiteTranslation(page);
  useDocumentHead(
    privateHead(lang, siteTitle(t('meta.title'), COMPANY.shortName), t('meta.description')),
  );
  return <Component />;
}

/** /{lang}/unsubscribe (issue #26). */
export function UnsubscribeRoute() {
  return <LinkPage page="unsubscribe" Component={UnsubscribePage} />;
}
