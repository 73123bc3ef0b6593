/**
 * What the privacy notice names besides the company facts (DECISIONS 23): who processes data for
 * the company, and the data-protection authority of the state where it has its seat. The owner
 * edits them here, beside company-facts.ts: in a file of their own because every page's shell
 * imports COMPANY, and a module the shell holds keeps all its exports there (these cost every
 * page about 150 B gzip when they sat in company-facts.ts).
 */
export const PRIVACY_FACTS = {
  /** Where the Supabase project runs (its region, e.g. "Frankfurt, Deutschland (eu-central-1)"). */
  backendRegion: 'Region des Supabase-Projekts (Platzhalter)',
  /** Who sends the e-mails (the SMTP or e-mail API provider), with its address. */
  mailProvider: 'E-Mail-Versanddienst, Anschrift (Platzhalter)',
  /** Who serves the site's pages (the static host), with its address. */
  websiteHost: 'Webhoster, Anschrift (Platzhalter)',
  supervisoryAuthority: 'Zuständige Datenschutz-Aufsichtsbehörde (Platzhalter)',
} as const;
