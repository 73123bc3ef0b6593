import type { Session } from '@supabase/auth-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { isSessionRejected } from '@/lib/session-rejected';

import { authKeys } from './api/keys';
import { roleQuery } from './api/role-query';
import { signOutHere, watchSession } from './api/session';
import { AuthContext, type AuthState, type SessionEnd } from './auth-context';

/**
 * The session and its role (staff, driver), for everything below. One subscription to auth
 * changes for the provider's lifetime; needs a QueryClientProvider above it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const [sessionKnown, setSessionKnown] = useState(false);
  const [sessionEnd, setSessionEnd] = useState<SessionEnd | null>(null);
  const current = useRef<Session | null>(null);
  /** Set while this page itself signs out, so SIGNED_OUT is not taken for an expiry. */
  const ending = useRef<SessionEnd | null>(null);

  useEffect(
    () =>
      watchSession((event, next) => {
        if (event === 'SIGNED_OUT') {
          if (current.current) setSessionEnd(ending.current ?? 'expired');
          ending.current = null;
          queryClient.removeQueries({ queryKey: authKeys.all });
        } else if (next) {
          // Signed in again over a page whose session had ended: what it asked for meanwhile
          // was refused, and is asked again with the new session.
          if (!current.current) {
            void queryClient.invalidateQueries({
              predicate: (query) => query.state.status === 'error',
            });
          }
          setSessionEnd(null);
        }
        current.current = next;
        setSession(next);
        setSessionKnown(true);
      }),
    [queryClient],
  );

  const endSession = useCallback(async (reason: SessionEnd) => {
    ending.current = reason;
    const error = await signOutHere();
    if (error) ending.current = null;
    return error;
  }, []);

  const userId = session?.user.id;
  const staff = useQuery({ ...roleQuery(userId ?? ''), enabled: userId !== undefined });

  // An account that is neither staff nor a driver never stays signed in here (it would see
  // nothing anyway).
  useEffect(() => {
    if (userId !== undefined && staff.data === null) void endSession('notStaff');
  }, [userId, staff.data, endSession]);

  // Any request, of any feature, that the backend refuses for the token ends the session.
  useEffect(() => {
    const onError = (error: unknown) => {
      if (current.current && isSessionRejected(error)) void signOutHere();
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);

  const { refetch } = staff;
  const value = useMemo<AuthState>(
    () => ({
      session,
      user: session?.user ?? null,
      role: session === null ? null : (staff.data ?? null),
      isStaff: session !== null && (staff.data === 'owner' || staff.data === 'staff'),
      isDriver: session !== null && staff.data === 'driver',
      loading: !sessionKnown || (userId !== undefined && staff.isPending),
      staffCheckFailed: userId !== undefined && staff.isError && !isSessionRejected(staff.error),
      retryStaffCheck: () => void refetch(),
      sessionEnd,
      signOut: () => endSession('signedOut'),
    }),
    [
      session,
      sessionKnown,
      userId,
      staff.data,
      staff.isPending,
      staff.isError,
      staff.error,
      refetch,
      sessionEnd,
      endSession,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
