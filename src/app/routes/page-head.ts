import type { TFunction } from 'i18next';

import { COMPANY, SITE_URL } from '@/lib/company';
import type { PageId } from '@/lib/routes/route-manifest';
import { type HeadTags, pageHead, siteTitle } from '@/lib/seo/head';
import type { Language } from '#common/languages';

/**
 * A URL that shows one customer's own data is shown, never indexed: a tracking lookup (?id=)
 * and a link we e-mailed, which carries its key (?k=: the party link, the offer's ?ref=…&k=).
 */
export function showsCustomerData(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('id') || query.has('k');
}

/** A public page's head from its texts: the prerender and client navigation use this one. */
export function siteHeadForPage(
  page: PageId,
  lang: Language,
  t: TFunction<'common'>,
  noindex = false,
): HeadTags {
  return pageHead({
    page,
    lang,
    siteUrl: SITE_URL,
    title: siteTitle(t(`meta.${page}.title`), COMPANY.shortName),
    // Only the about page's description names the founding year; the others ignore it.
    description: t(`meta.${page}.description`, { year: COMPANY.foundedYear }),
    noindex,
  });
}
