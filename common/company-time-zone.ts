/**
 * The company's time zone: a day the customer names (the earliest collection) starts at
 * midnight here, and an escrow's inspection period ends at midnight here. A module of its own,
 * apart from company-facts.ts: the staff frame shows the company's facts, and a screen that reads
 * only the time zone made the staff build split those facts into a chunk of their own (+0.4 KB
 * on /login).
 */
export const COMPANY_TIME_ZONE = 'Europe/Berlin';
