import { useIsOwner } from '../api/use-is-owner';

/**
 * Asks the database whether the signed-in staff member is an owner and leaves the answer in the
 * query cache, where the admin nav reads it (it shows the owners' screen only to owners).
 */
export function AskIsOwner({ userId }: { userId: string }) {
  useIsOwner(userId);
  return null;
}
