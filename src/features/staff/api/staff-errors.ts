import type { PostgrestError } from '@supabase/supabase-js';

/** What the database said no to, as the screen tells it (migration 20261125140000). */
export type StaffRefusal = 'notOwner' | 'lastOwner' | 'notStaff' | 'failed';

function isPostgrestError(error: unknown): error is PostgrestError {
  return typeof error === 'object' && error !== null && 'code' in error && 'details' in error;
}

export function staffRefusal(error: unknown): StaffRefusal {
  if (!isPostgrestError(error)) return 'failed';
  if (error.code === '42501') return 'notOwner';
  if (error.code === 'PT409' && error.details === 'last_owner') return 'lastOwner';
  if (error.code === 'PT404' && error.details === 'not_staff') return 'notStaff';
  return 'failed';
}
