/** Company facts (common/company-facts.ts, the file the owner edits), for the site's code. */
export { COMPANY } from '#common/company-facts';

/** The site's public origin for canonical URLs and the sitemap (VITE_SITE_URL at build time). */
export const SITE_URL = (
  import.meta.env.VITE_SITE_URL ?? 'https://www.musterfirma-transporte.example'
).replace(/\/+$/, '');
