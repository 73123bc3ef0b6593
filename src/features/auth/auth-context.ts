import type { AuthError, Session, User } from '@supabase/auth-js';
import { createContext } from 'react';

import type { AccountRole } from './api/role-query';

/**
 * Why the last session ended: the user logged out, the server no longer accepts it (signed
 * out elsewhere, refresh token revoked, token rejected), or the account is not staff.
 */
export type SessionEnd = 'signedOut' | 'expired' | 'notStaff';

export interface AuthState {
  session: Session | null;
  user: User | null;
  /** The account's role as the database says it (null while unknown or signed out). */
  role: AccountRole | null;
  /** The database says this account is staff: owner or staff (false while unknown or signed out). */
  isStaff: boolean;
  /** The database says this account is a driver (issue #52). */
  isDriver: boolean;
  /** True until the first session, and for a session its role, are known. */
  loading: boolean;
  /** The role check could not be made (backend unreachable); `retryStaffCheck` tries again. */
  staffCheckFailed: boolean;
  retryStaffCheck: () => void;
  /** Null while signed in, and before any session has ended in this page. */
  sessionEnd: SessionEnd | null;
  /** Logs out of this browser; resolves with the error when the server could not be told. */
  signOut: () => Promise<AuthError | null>;
}

export const AuthContext = createContext<AuthState | null>(null);
