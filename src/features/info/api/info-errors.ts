import { errorCode } from '@/lib/postgrest-error';

/** The database refused a save because someone saved the same language since it was loaded. */
export function isVersionConflict(error: unknown): boolean {
  return errorCode(error) === 'PT409';
}
