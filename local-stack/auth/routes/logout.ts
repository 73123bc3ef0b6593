/** POST /logout?scope=global|local|others (supabase/auth internal/api/logout.go). */
import { requireAuthentication } from '../authenticate';
import type { RequestContext } from '../context';
import { withTransaction } from '../db';
import { badRequest } from '../errors';
import { sendNoContent } from '../respond';
import { deleteAllSessions, deleteOtherSessions, deleteSession } from '../sessions';

type Scope = 'global' | 'local' | 'others';

function parseScope(raw: string | null): Scope {
  if (raw === null || raw === '' || raw === 'global') return 'global';
  if (raw === 'local' || raw === 'others') return raw;
  throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(raw)}`);
}

export async function logout(ctx: RequestContext): Promise<void> {
  const { pool, jwtSecret } = ctx.options;
  const { user, session } = await requireAuthentication(ctx.req, pool, jwtSecret);
  const scope = parseScope(ctx.query.get('scope'));

  await withTransaction(pool, async (tx) => {
    // Without a session_id claim there is no "this session": log out everywhere.
    if (session && scope === 'local') return deleteSession(tx, session.id);
    if (session && scope === 'others') return deleteOtherSessions(tx, session.id, user.id);
    return deleteAllSessions(tx, user.id);
  });
  // Access tokens already issued stay valid until they expire; refresh tokens die with
  // their sessions (ON DELETE CASCADE).
  sendNoContent(ctx.res);
}
