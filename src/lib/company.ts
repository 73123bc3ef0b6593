/**
 * Company facts: the one file the owner edits to replace these placeholders (README,
 * "Company facts"). Every page, the footer and the legal notice read them from here.
 */
export const COMPANY = {
  name: 'Musterfirma Transporte GmbH',
  shortName: 'Musterfirma Transporte',
  foundedYear: 2019,
  phone: { display: '+49 30 1234 5678', tel: '+493012345678' },
  email: 'info@example.com',
  address: {
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    /** ISO 3166 code: each page names the country in its own language. */
    countryCode: 'DE',
  },
  /** Map position of the company seat (placeholder: Berlin-Mitte). */
  position: { lat: 52.532, lng: 13.3849 },
  legal: {
    responsible: 'Max Mustermann',
    registerCourt: 'Amtsgericht Musterstadt',
    registerNumber: 'HRB 00000 (Platzhalter)',
    vatId: 'DE000000000 (Platzhalter)',
    economicId: 'DE000000000-00000 (Platzhalter)',
    seat: 'Musterstadt',
  },
  statistics: { yearsExperience: 6, transports: 5000, satisfiedPercent: 100 },
} as const;

/** The site's public origin for canonical URLs and the sitemap (VITE_SITE_URL at build time). */
export const SITE_URL = (
  import.meta.env.VITE_SITE_URL ?? 'https://www.musterfirma-transporte.example'
).replace(/\/+$/, '');
