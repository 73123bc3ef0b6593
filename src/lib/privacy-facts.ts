/**
 * What the privacy notice names besides the company facts (DECISIONS 23): who processes data for
 * the company, and the data-protection authority of the state where it has its seat. The owner
 * edits them here, beside company-facts.ts: in a file of their own because every page's shell
 * imports COMPANY, and a module the shell holds keeps all its exports there (these cost every
 * page about 150 B gzip when they sat in company-facts.ts).
 *
 * One value serves all seven languages, so write it without words of one language: names,
 * postal addresses, region codes and country codes. Until a value is known it is null, and
 * each page shows a placeholder in its own language (privacy.json `placeholders`).
 */
export const PRIVACY_FACTS: Record<
  'backendRegion' | 'mailProvider' | 'websiteHost' | 'supervisoryAuthority',
  string | null
> = {
  /** Where the Supabase project runs: its region and city, e.g. "eu-central-1 (Frankfurt am Main, DE)". */
  backendRegion: null,
  /** Who sends the e-mails (the SMTP or e-mail API provider): company name and postal address. */
  mailProvider: null,
  /** Who serves the site's pages (the static host): company name and postal address. */
  websiteHost: null,
  /** The authority by its official name and address (a proper name, which may stay German). */
  supervisoryAuthority: null,
};
