import { FunctionsHttpError } from '@supabase/supabase-js';

import { ADMIN_PATHS } from '@/lib/routes/route-manifest';
import { supabase } from '@/lib/supabase';

import type { StaffRole } from './staff-schemas';

export type StaffAdminRequest =
  | { action: 'invite'; email: string; role: StaffRole }
  | { action: 'resend_invite' | 'withdraw_invite' | 'reset_password'; user_id: string };

/** Refused by the database or by Auth, with the code and detail the function passed on. */
class StaffAdminError extends Error {
  constructor(
    readonly code: string,
    readonly details: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'StaffAdminError';
  }
}

/**
 * The owner's actions that need the Auth admin API, run by the staff-admin Edge Function with
 * the caller's session (supabase/functions/staff-admin). E-mail links lead back to /login's
 * password view, where the first or a new password is chosen.
 */
export async function invokeStaffAdmin(request: StaffAdminRequest): Promise<void> {
  // PASSWORD_VIEW_PATHS of src/lib/routes/password-view.ts, spelled here: importing that module
  // into this chunk too would split it out of /login's, which is at its byte budget.
  const view = `${ADMIN_PATHS.login}?parola=${request.action === 'reset_password' ? 'noua' : 'invitatie'}`;
  const result = await supabase.functions.invoke('staff-admin', {
    body: { ...request, redirect_to: `${window.location.origin}${view}` },
  });
  // functions-js types its error as any.
  const error: unknown = result.error;
  if (!error) return;
  if (error instanceof FunctionsHttpError) {
    const body: unknown = await (error.context as Response).json().catch(() => null);
    if (typeof body === 'object' && body !== null && 'code' in body) {
      const { code, details, message } = body as {
        code: unknown;
        details?: unknown;
        message?: unknown;
      };
      throw new StaffAdminError(
        String(code),
        typeof details === 'string' ? details : null,
        typeof message === 'string' ? message : String(code),
      );
    }
  }
  throw error instanceof Error ? error : new Error('The staff-admin function failed');
}
