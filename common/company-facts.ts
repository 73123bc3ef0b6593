/**
 * Company facts: the one file the owner edits to replace these placeholders (README,
 * "Company facts"). Every page, the footer, the legal notice and the customer e-mails
 * (supabase/functions/email-outbox/email) read them from here. No imports and no build-time
 * values on purpose: the Edge Functions import this file under Deno as it is.
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
