import { use } from 'react';

import { AuthContext, type AuthState } from './auth-context';

/** The session, its user and whether it is staff; throws outside <AuthProvider> (SPEC §8). */
export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
