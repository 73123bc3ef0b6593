/**
 * Scenarios 1 and 2: how long `startStack` takes until its promise resolves (Postgres up,
 * database built or migrated, PostgREST ready with its schema cache, gateway listening).
 *
 * Three rounds, each on a new empty data folder passed explicitly as `dataDir` (so the stack
 * keeps it, with fsync on, as `npm start` does):
 *   cold: startStack on the empty folder (initdb, bootstrap, migrations, seed), then stop;
 *   warm: startStack again on the same folder (nothing to create, migrations up to date), stop.
 * The reported value is the median of the three (nearest-rank: the middle one).
 */
import path from 'node:path';

import { removeClusterData } from '../local-stack/postgres';
import { progress, row, type ScenarioResult } from './report';
import { median } from './stats';
import { benchStack, tempFolder, timed } from './support';

const ROUNDS = 3;
const COLD_TARGET_MS = 15_000;
const WARM_TARGET_MS = 3_000;

export async function runStackStart(): Promise<ScenarioResult> {
  const cold: number[] = [];
  const warm: number[] = [];
  const stops: number[] = [];

  for (let round = 1; round <= ROUNDS; round += 1) {
    const folder = await tempFolder('stack-start');
    try {
      const dataDir = path.join(folder.dir, 'db');

      const first = await timed(() => benchStack({ dataDir }));
      cold.push(first.ms);
      stops.push((await timed(() => first.result.stop())).ms);
      progress('stack start', `round ${round}/${ROUNDS}: cold ${first.ms.toFixed(0)} ms`);

      const second = await timed(() => benchStack({ dataDir }));
      warm.push(second.ms);
      stops.push((await timed(() => second.result.stop())).ms);
      progress('stack start', `round ${round}/${ROUNDS}: warm ${second.ms.toFixed(0)} ms`);
    } finally {
      await removeClusterData(path.join(folder.dir, 'db'));
      await folder.remove();
    }
  }

  const coldMedian = median(cold);
  const warmMedian = median(warm);
  progress(
    'stack start',
    `median cold ${coldMedian.toFixed(0)} ms, warm ${warmMedian.toFixed(0)} ms`,
  );
  return {
    rows: [
      row('stack cold', `median of ${ROUNDS}, empty data folder`, coldMedian, 'ms', {
        below: COLD_TARGET_MS,
      }),
      row('stack warm', `median of ${ROUNDS}, existing data folder`, warmMedian, 'ms', {
        below: WARM_TARGET_MS,
      }),
    ],
    details: { rounds: ROUNDS, coldMs: cold, warmMs: warm, stopMs: stops },
  };
}
