/**
 * supabase/schemas/: the database's wanted state, in the files and the order config.toml's
 * `[db.migrations] schema_paths` names, read the way the Supabase CLI reads them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type pg from 'pg';

import { CONFIG_TOML_PATH, readConfigToml, section } from '../../local-stack/project-config';

const SUPABASE_DIR = path.dirname(CONFIG_TOML_PATH);

/** A glob segment (`*`, `?`, `[…]`) as Go's path.Match reads it, which the CLI's fs.Glob uses. */
function segmentPattern(segment: string): RegExp {
  const source = segment
    .replace(/[.+^${}()|\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
  return new RegExp(`^${source}$`);
}

function expand(pattern: string): string[] {
  const absolute = path.resolve(SUPABASE_DIR, pattern);
  const dir = path.dirname(absolute);
  if (/[*?[]/.test(dir)) {
    throw new Error(
      `${CONFIG_TOML_PATH}: schema_paths: wildcards only in a file name (${pattern})`,
    );
  }
  const name = path.basename(absolute);
  if (!/[*?[]/.test(name)) return [absolute];
  const match = segmentPattern(name);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && match.test(entry.name))
    .map((entry) => path.join(dir, entry.name));
}

/**
 * The schema files in the order they are applied: each pattern of `schema_paths` in turn, its
 * matches sorted by name, a file matched before not again (supabase/cli pkg/config Glob.Files).
 * So dependencies are named first and a folder's `*.sql` picks up the rest.
 */
export function declaredSchemaFiles(): string[] {
  const migrations = section(section(readConfigToml(), 'db'), 'migrations');
  const patterns = migrations.schema_paths;
  if (!Array.isArray(patterns) || !patterns.every((item) => typeof item === 'string')) {
    throw new Error(`${CONFIG_TOML_PATH}: [db.migrations] schema_paths must list files or globs`);
  }
  const files: string[] = [];
  for (const pattern of patterns) {
    const matches = expand(pattern).sort();
    // The CLI only warns ("no files matched pattern"); here a typo must not drop a folder unseen.
    if (matches.length === 0) throw new Error(`schema_paths: no files matched ${pattern}`);
    for (const file of matches) if (!files.includes(file)) files.push(file);
  }
  return files;
}

/** Applies every schema file, in order, in one transaction, as the caller (`postgres`). */
export async function applyDeclaredSchema(client: pg.Client): Promise<void> {
  await client.query('begin');
  try {
    for (const file of declaredSchemaFiles()) {
      try {
        await client.query(readFileSync(file, 'utf8'));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`${path.relative(process.cwd(), file)}: ${message}`, { cause: error });
      }
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
