import { refusalOf } from '@/lib/postgrest-error';

/** What the database (or the staff-admin function) said no to, as the screen tells it. */
export type StaffRefusal =
  | 'notOwner'
  | 'lastOwner'
  | 'notStaff'
  | 'accountExists'
  | 'invalidEmail'
  | 'notInvited'
  | 'notActive'
  | 'invalidKeepMonths'
  | 'invalidSpamKeepDays'
  | 'invalidAcknowledgementsPerHour'
  | 'invalidNoticesPerHour'
  | 'invalidPeriodDays'
  | 'failed';

/**
 * Codes and details of migration 20261125140000, of the request settings
 * (supabase/schemas/requests/settings.sql) and of the escrow setting (escrow/settings.sql);
 * PostgREST passes them on, so does the function.
 */
const REFUSALS: Record<string, StaffRefusal> = {
  '42501': 'notOwner',
  'PT409 last_owner': 'lastOwner',
  'PT404 not_staff': 'notStaff',
  '23505 account_exists': 'accountExists',
  '22023 invalid_email': 'invalidEmail',
  'PT409 not_invited': 'notInvited',
  'PT409 not_active': 'notActive',
  '22023 invalid_keep_months': 'invalidKeepMonths',
  '22023 invalid_spam_keep_days': 'invalidSpamKeepDays',
  '22023 invalid_acknowledgements_per_hour': 'invalidAcknowledgementsPerHour',
  '22023 invalid_notices_per_hour': 'invalidNoticesPerHour',
  '22023 invalid_period_days': 'invalidPeriodDays',
};

export function staffRefusal(error: unknown): StaffRefusal {
  return refusalOf(error, REFUSALS) ?? 'failed';
}
