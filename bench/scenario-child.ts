/**
 * Runs one delivery scenario in a Node process of its own (bench/run.ts `inChildProcess`) and
 * sends its result back over IPC.
 *
 * Why: these scenarios compare the email-outbox worker with a straight sender, and the worker's
 * side goes through the gateway, Auth and the mail catcher, which live in the benchmark's own
 * process. After the scenarios before them (50,000 shipments, Chromium, five stacks) that
 * process carries their heap; a fresh one measures what `--only` measures. (The machine's load
 * still moves the ratio: bench/README.md.)
 */
import { runCustomerEmail } from './customer-email';
import type { ScenarioResult } from './report';
import { runTransportRequest } from './transport-request';

export const CHILD_SCENARIOS = {
  'customer e-mail': runCustomerEmail,
  'transport request': runTransportRequest,
} satisfies Record<string, () => Promise<ScenarioResult>>;

export type ChildScenario = keyof typeof CHILD_SCENARIOS;

export type ChildAnswer = { ok: true; result: ScenarioResult } | { ok: false; error: string };

const name = process.argv[2] as ChildScenario | undefined;
const send = process.send?.bind(process);
if (send && name && name in CHILD_SCENARIOS) {
  // The benchmark went away (watchdog, Ctrl-C): its 'exit' listeners remove this stack too.
  process.on('disconnect', () => process.exit(1));
  const answer = (message: ChildAnswer) => send(message, () => process.exit(0));
  CHILD_SCENARIOS[name]().then(
    (result) => answer({ ok: true, result }),
    (error: unknown) =>
      answer({
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
}
