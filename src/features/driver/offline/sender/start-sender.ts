import { onOutboxChange, outboxChanged } from '../outbox/outbox-changes';
import { removeReport, setRefusal, waitingReports } from '../outbox/outbox-records';
import { setSenderStatus } from '../outbox/sender-status';
import { RETRY_DELAYS_MS, retryDelay } from './retry-delay';
import { sendReport } from './send-report';
import type { SenderConnection } from './sender-connection';

/** One sender at a time over all tabs of the driver app, so reports leave in save order. */
const LOCK = 'driver-outbox-sender';

type Pass = 'finished' | 'wait';

/**
 * Sends the outbox, oldest report first, on start, on every save, when the browser is back
 * online, after a sign-in, and after network trouble with a growing delay. A report is removed
 * only once the server accepted it. A refused report stays with its error, and the later
 * reports of the same shipment wait behind it; other shipments' reports go on.
 * Returns the function that stops it.
 */
export function startSender(
  connection: SenderConnection,
  options: { retryDelaysMs?: readonly number[] } = {},
): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function pass(): Promise<Pass> {
    const blocked = new Set<string>();
    for (const report of await waitingReports()) {
      if (stopped) return 'finished';
      const shipment = report.draft.trackingNumber;
      if (report.refusal || blocked.has(shipment)) {
        blocked.add(shipment);
        continue;
      }
      const outcome = await sendReport(connection, report);
      if (outcome.kind === 'done') {
        await removeReport(report.key);
        failures = 0;
      } else if (outcome.kind === 'refused') {
        await setRefusal(report.key, outcome.error);
        blocked.add(shipment);
      } else {
        setSenderStatus({ lastError: outcome.kind === 'later' ? outcome.error : null });
        return 'wait';
      }
      outboxChanged();
    }
    return 'finished';
  }

  async function drain() {
    setSenderStatus({ sending: true });
    const result = await pass().catch((error: unknown) => {
      setSenderStatus({ lastError: { code: 'network', message: String(error) } });
      return 'wait' as const;
    });
    setSenderStatus({ sending: false, ...(result === 'finished' ? { lastError: null } : {}) });
    if (result === 'wait' && !stopped) {
      failures += 1;
      clearTimeout(timer);
      timer = setTimeout(kick, retryDelay(failures, options.retryDelaysMs ?? RETRY_DELAYS_MS));
    }
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    const locked =
      typeof navigator !== 'undefined' && 'locks' in navigator
        ? navigator.locks.request(LOCK, drain)
        : drain();
    void locked.finally(() => {
      running = false;
      if (again) {
        again = false;
        kick();
      }
    });
  }

  const online = () => {
    failures = 0;
    kick();
  };
  window.addEventListener('online', online);
  const stopWatching = onOutboxChange(kick);
  const { data } = connection.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') setTimeout(kick, 0);
  });
  kick();

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', online);
    stopWatching();
    data.subscription.unsubscribe();
  };
}
