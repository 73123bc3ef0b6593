/**
 * The largest machine loads the company moves, with special permits (SPEC §9): 4.0 m high and
 * 3.70 m wide. A file of its own so that the public pages which state them carry only these two
 * numbers; the oversize verdict reads them through OVERSIZE_FACTS.company, and the database's
 * copy is generated from there (supabase/schemas/requests/facts.sql, `npm run db:request-rules`).
 */
export const COMPANY_LOAD_LIMITS = { heightM: 4.0, widthM: 3.7 } as const;
