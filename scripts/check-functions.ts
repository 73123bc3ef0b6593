/**
 * Type-checks and lints the Deno code, which tsc and ESLint leave out (tsconfig.node.json
 * excludes it): the Edge Functions, the fixtures' functions, and the runtime that serves them.
 * Each function is checked with the import map hosted gives it (its own deno.json; import-map.ts),
 * no package.json, npm packages from node_modules. Then, for the deployed functions: their
 * deno.json files stay alike (deno-json.ts), and every file a function's module graph reaches is
 * one the deploy uploads (module-graph.ts, upload-walk.ts). Fails naming each file at fault.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import {
  functionNames,
  importMapFile,
  importsOf,
  resolvedImports,
} from '../local-stack/functions/import-map';
import {
  COMMON_DIR,
  defaultDenoDir,
  denoBinary,
  PROJECT_ROOT,
} from '../local-stack/functions/runtime';
import { denoJsonProblems } from './functions/deno-json';
import { type DenoInfo, graphProblems } from './functions/module-graph';
import { cliImports, uploadWalk } from './functions/upload-walk';

const DEPLOYED = 'supabase/functions';
const FUNCTION_FOLDERS = [DEPLOYED, 'tests/fixtures/functions'];
const RUNTIME = 'local-stack/functions/runtime/main.ts';

function deno(args: string[], output: 'inherit' | 'pipe' = 'inherit'): string {
  const result = spawnSync(denoBinary(), args, {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', output, 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // Hosted bundles with DENO_NO_PACKAGE_JSON=1: package.json must not resolve anything here.
    env: { ...process.env, DENO_DIR: defaultDenoDir(), DENO_NO_PACKAGE_JSON: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return result.stdout;
}

const relative = (file: string) => path.relative(PROJECT_ROOT, file).split(path.sep).join('/');

/** How Deno is told about a function's import map: a deno.json is a config file. */
function mapArgs(file: string | undefined): string[] {
  if (!file) return ['--no-config'];
  return path.basename(file) === 'import_map.json'
    ? ['--no-config', `--import-map=${relative(file)}`]
    : [`--config=${relative(file)}`];
}

const base = ['--quiet', '--node-modules-dir=manual'];
deno(['check', ...base, '--no-config', RUNTIME]);

for (const folder of FUNCTION_FOLDERS) {
  const dir = path.join(PROJECT_ROOT, folder);
  // Functions that share an import map (the fixtures' global one) are checked together.
  const byMap = new Map<string | undefined, string[]>();
  for (const name of functionNames(dir)) {
    const file = importMapFile(dir, name);
    byMap.set(file, [...(byMap.get(file) ?? []), `${folder}/${name}/index.ts`]);
  }
  for (const [file, entries] of byMap) deno(['check', ...base, ...mapArgs(file), ...entries]);
}

const problems: string[] = [];
const deployedDir = path.join(PROJECT_ROOT, DEPLOYED);
const names = functionNames(deployedDir);
const denoJson = (name: string) => path.join(deployedDir, name, 'deno.json');
const ownImports = (name: string) =>
  existsSync(denoJson(name)) ? importsOf(denoJson(name)) : undefined;
problems.push(...denoJsonProblems(Object.fromEntries(names.map((n) => [n, ownImports(n)]))));

for (const name of names) {
  const file = importMapFile(deployedDir, name);
  const entry = `${DEPLOYED}/${name}/index.ts`;
  const info = JSON.parse(
    deno(['info', '--json', ...base, ...mapArgs(file), entry], 'pipe'),
  ) as DenoInfo;
  const cliMap = file ? cliImports(relative(file), PROJECT_ROOT) : {};
  const walk = uploadWalk(entry, cliMap, PROJECT_ROOT);
  for (const { file: refused, importedBy } of walk.refused) {
    problems.push(`${name}: ${importedBy} imports ${refused}, outside the project: no deploy`);
  }
  const found = graphProblems(info, {
    projectRoot: PROJECT_ROOT,
    allowed: [deployedDir, COMMON_DIR],
    imports: file ? resolvedImports(file) : {},
    uploaded: walk.files,
  });
  problems.push(...found.map((problem) => `${name}: ${problem}`));
}
if (problems.length > 0) {
  console.error(`Edge Functions not ready to deploy:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// An inline `npm:` specifier works on hosted as well (a fixture has one); the deployed
// functions map theirs in their deno.json.
deno([
  'lint',
  '--quiet',
  '--no-config',
  '--rules-exclude=no-import-prefix',
  RUNTIME,
  ...FUNCTION_FOLDERS.filter((folder) => existsSync(path.join(PROJECT_ROOT, folder))),
]);
console.log('Deno code: checked and linted; the functions deploy with every file they import.');
