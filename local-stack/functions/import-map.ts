/**
 * Which import map a function gets, chosen as the Supabase CLI chooses it for `functions serve`
 * and `functions deploy` (supabase/cli internal/functions/deploy GetFunctionConfig, when neither
 * `--import-map` nor `[functions.<name>] import_map` is given): the function's own
 * `deno.json`, else `deno.jsonc`, else an `import_map.json` in its folder (deprecated), else the
 * functions folder's `import_map.json` (the deprecated global fallback).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A function's name as the CLI accepts it (supabase/cli pkg/config: `^[A-Za-z][A-Za-z0-9_-]*$`). */
export const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** The functions of a folder: `<name>/index.ts` with a name the CLI accepts (so not `_shared`). */
export function functionNames(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && FUNCTION_NAME.test(entry.name))
    .filter((entry) => existsSync(path.join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The file a function's bare imports resolve through, or undefined when it has none. */
export function importMapFile(functionsDir: string, name: string): string | undefined {
  const own = ['deno.json', 'deno.jsonc', 'import_map.json'].map((file) =>
    path.join(functionsDir, name, file),
  );
  return [...own, path.join(functionsDir, 'import_map.json')].find((file) => existsSync(file));
}

/** The `imports` of a deno.json or import map, as written. */
export function importsOf(file: string): Record<string, string> {
  if (file.endsWith('.jsonc')) {
    throw new Error(`${file}: deno.jsonc is not read by the local runtime; use deno.json`);
  }
  const { imports = {} } = JSON.parse(readFileSync(file, 'utf8')) as {
    imports?: Record<string, string>;
  };
  return imports;
}

/** The `imports` of a deno.json or import map, local addresses made absolute `file:` URLs. */
export function resolvedImports(file: string): Record<string, string> {
  const base = pathToFileURL(file);
  return Object.fromEntries(
    Object.entries(importsOf(file)).map(([name, address]) => {
      // `npm:`, `jsr:`, `https:` stay; `./`, `../` and `/` are relative to the file, as in Deno.
      const local = /^\.{0,2}\//.test(address);
      return [name, local ? new URL(address, base).href : address];
    }),
  );
}

/**
 * The one import map of the one Deno process that serves every function. A module both load
 * (the `_shared` mailer) is loaded once, so it resolves one way: the functions' maps are merged,
 * and two functions mapping one name differently is an error naming both files. Hosted gives
 * each function its own worker and map; `npm run check:functions` checks each function with
 * its own deno.json, and that the deno.json files stay alike.
 */
export function mergedImportMap(functionsDir: string): { imports: Record<string, string> } {
  const imports: Record<string, string> = {};
  const from: Record<string, string> = {};
  for (const name of functionNames(functionsDir)) {
    const file = importMapFile(functionsDir, name);
    if (!file) continue;
    for (const [key, address] of Object.entries(resolvedImports(file))) {
      if (imports[key] !== undefined && imports[key] !== address) {
        throw new Error(
          `"${key}" is "${imports[key]}" in ${from[key]} but "${address}" in ${file}: ` +
            'one runtime serves every function, so their maps must agree',
        );
      }
      imports[key] = address;
      from[key] ??= file;
    }
  }
  return { imports };
}
