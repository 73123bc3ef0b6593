import type { i18n } from 'i18next';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';

import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { loadTexts } from '@/lib/i18n/load-texts';
import { resolvePath } from '@/lib/routes/route-manifest';

/** The visitor's language, for URLs that name none; the detector loads only when needed. */
async function detectedLanguage() {
  const { detectLanguage } = await import('@/lib/i18n/detect-language');
  return detectLanguage();
}

/** `/` → `/{lang}`: stored choice, then browser languages, then German (DECISIONS 5). */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<Response> {
  const { search } = new URL(request.url);
  return redirect(`/${await detectedLanguage()}${search}`);
}

/**
 * Every URL that is not a canonical page: aliases, unprefixed German slugs and unknown
 * prefixes redirect (the route manifest decides where); anything else is the 404 page, whose
 * texts load here so it renders at once.
 */
export function catchAllLoader(i18n: i18n) {
  return async ({ request }: LoaderFunctionArgs): Promise<Response | null> => {
    const { pathname, search } = new URL(request.url);
    let resolved = resolvePath(pathname, search);
    if (resolved.kind === 'redirect' && resolved.detected) {
      resolved = resolvePath(pathname, search, await detectedLanguage());
    }
    if (resolved.kind === 'redirect') return redirect(resolved.to);
    await loadTexts(i18n, resolved.kind === 'not-found' ? resolved.lang : DEFAULT_LANGUAGE, [
      'common',
    ]);
    return null;
  };
}
