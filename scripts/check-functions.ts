/**
 * Type-checks and lints the Deno code, which tsc and ESLint leave out (tsconfig.node.json
 * excludes it): the Edge Functions, the fixtures' functions, and the runtime that serves them.
 * Same resolution as the runtime: no config discovery, npm packages from node_modules, a bare
 * import only through the folder's import_map.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { defaultDenoDir, denoBinary, PROJECT_ROOT } from '../local-stack/functions/runtime';

const FUNCTION_FOLDERS = ['supabase/functions', 'tests/fixtures/functions'];
const RUNTIME = 'local-stack/functions/runtime/main.ts';

function deno(args: string[]): void {
  const result = spawnSync(denoBinary(), args, {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: { ...process.env, DENO_DIR: defaultDenoDir() },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const base = ['--quiet', '--no-config', '--node-modules-dir=manual'];
deno(['check', ...base, RUNTIME]);
for (const folder of FUNCTION_FOLDERS) {
  const dir = path.join(PROJECT_ROOT, folder);
  if (!existsSync(dir)) continue;
  const entries = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => path.join(folder, entry.name, 'index.ts'));
  if (entries.length === 0) continue;
  const importMap = path.join(folder, 'import_map.json');
  const mapArgs = existsSync(path.join(PROJECT_ROOT, importMap))
    ? [`--import-map=${importMap}`]
    : [];
  deno(['check', ...base, ...mapArgs, ...entries]);
}
// `npm:` specifiers are the hosted way to import a package (no package.json is deployed).
deno([
  'lint',
  '--quiet',
  '--no-config',
  '--rules-exclude=no-import-prefix',
  RUNTIME,
  ...FUNCTION_FOLDERS.filter((folder) => existsSync(path.join(PROJECT_ROOT, folder))),
]);
console.log('Deno code: checked and linted.');
