// Removes the evidence files whose shipment is gone for good (DECISIONS 26, issue #51): the
// database names them (public.evidence_to_purge: purged after the restore window, orphans,
// an earlier shipment's under a number taken again) and the Storage API removes them, row and
// file; a plain SQL delete would leave the file, and hosted refuses it. Nightly on hosted
// (pg_cron + pg_net, jobs/cron.sql), with the SQL jobs in the local stack.
//
// Only the service role may run it.
import { EVIDENCE_BUCKET } from '#common/evidence-bucket.ts';
import { refuseAllButScheduler } from '../_shared/service-role.ts';
import { createSupabaseClient } from '../_shared/supabase-client.ts';

const BATCH = 100;
/** Stop after this long; the next run takes the rest (hosted limits a run's time). */
const RUN_BUDGET_MS = 25_000;

Deno.serve(async (request) => {
  const refused = refuseAllButScheduler(request);
  if (refused) return refused;

  const admin = createSupabaseClient('service_role');
  const started = Date.now();
  let removed = 0;
  while (Date.now() - started < RUN_BUDGET_MS) {
    const named = await admin.rpc('evidence_to_purge', { batch_size: BATCH });
    if (named.error) {
      return Response.json(
        { code: 'purge_error', message: `evidence_to_purge: ${named.error.message}`, removed },
        { status: 500 },
      );
    }
    if (named.data.length === 0) break;
    const gone = await admin.storage.from(EVIDENCE_BUCKET).remove(named.data);
    if (gone.error) {
      return Response.json(
        { code: 'purge_error', message: `remove: ${gone.error.message}`, removed },
        { status: 500 },
      );
    }
    removed += gone.data.length;
    // Named again but not removed (gone meanwhile): the next run looks again.
    if (gone.data.length === 0) break;
  }
  return Response.json({ removed });
});
