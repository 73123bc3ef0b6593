import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { hasStoredSession } from '@/lib/auth-storage';

export interface StaffSession {
  email: string;
  signOut: () => Promise<void>;
}

/**
 * The signed-in staff member, or null. supabase-js is loaded only when a session is stored,
 * and checked again after every navigation (a sign-in happens on /login, then navigates).
 * Starts as null so prerendered HTML and the first client render agree.
 */
export function useStaffSession(): StaffSession | null {
  const [session, setSession] = useState<StaffSession | null>(null);
  const { pathname } = useLocation();
  const mayHaveSession = hasStoredSession();

  useEffect(() => {
    if (!mayHaveSession) return;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    void import('@/lib/supabase').then(({ supabase }) => {
      if (cancelled) return;
      const signOut = async () => {
        await supabase.auth.signOut();
      };
      const { data } = supabase.auth.onAuthStateChange((_event, current) => {
        setSession(current?.user.email ? { email: current.user.email, signOut } : null);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [mayHaveSession, pathname]);

  return mayHaveSession ? session : null;
}
