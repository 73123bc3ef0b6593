/**
 * supabase/schemas/: the database's wanted state, in the files and the order config.toml's
 * `[db.migrations] schema_paths` names, read and applied the way the Supabase CLI does it
 * (supabase/cli: pkg/config `Glob.Files`, internal/db/diff `migrateBaseDatabase`, pkg/migration
 * `SeedGlobals`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type pg from 'pg';

import { CONFIG_TOML_PATH, readConfigToml, section } from '../../local-stack/project-config';

const hasMeta = (pattern: string) => /[*?[\\]/.test(pattern);

/**
 * Go's path.Match, which fs.Glob uses: `*` any run of characters but `/`, `?` one character but
 * `/`, `[…]` a class (`[^…]` its complement, `a-z` a range), `\` takes the next character as it is.
 * A malformed pattern throws, as Go answers ErrBadPattern.
 */
export function matchesGoPattern(pattern: string, name: string): boolean {
  const bad = () => new Error(`schema_paths: malformed pattern ${pattern}`);
  const literal = (char: string) => char.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
  const inClass = (char: string) => char.replace(/[\\^\]-]/g, '\\$&');
  // By code point, as Go reads runes.
  const chars = [...pattern];
  let source = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '\\') {
      if (i + 1 >= chars.length) throw bad();
      source += literal(chars[++i]!);
    } else if (char === '[') {
      let j = i + 1;
      let negated = false;
      if (chars[j] === '^') {
        negated = true;
        j++;
      }
      let ranges = '';
      for (let count = 0; ; count++) {
        if (chars[j] === ']' && count > 0) break;
        const readChar = (): string => {
          const c = chars[j];
          if (c === undefined || c === '-' || c === ']') throw bad();
          j++;
          if (c !== '\\') return c;
          const escaped = chars[j++];
          if (escaped === undefined) throw bad();
          return escaped;
        };
        const low = readChar();
        if (chars[j] === '-') {
          j++;
          const high = readChar();
          // Go's range z-a matches nothing; so it adds nothing here.
          if (low.codePointAt(0)! <= high.codePointAt(0)!)
            ranges += `${inClass(low)}-${inClass(high)}`;
        } else ranges += inClass(low);
      }
      if (negated) source += `[^/${ranges}]`;
      else source += ranges ? `[${ranges}]` : '(?!)';
      i = j;
    } else source += literal(char);
  }
  return new RegExp(`^${source}$`, 'u').test(name);
}

/** Go's fs.Glob, `root` standing for the CLI's project directory; paths use `/`. */
function goGlob(root: string, pattern: string): string[] {
  if (!hasMeta(pattern)) {
    try {
      statSync(path.join(root, pattern));
      return [pattern];
    } catch {
      return [];
    }
  }
  const dir = path.posix.dirname(pattern);
  const file = path.posix.basename(pattern);
  const dirs = hasMeta(dir) ? goGlob(root, dir) : [dir];
  const matches: string[] = [];
  for (const folder of dirs) {
    let names: string[];
    try {
      // ReadDir's order: by name. A match that is no directory has nothing in it.
      names = readdirSync(path.join(root, folder)).sort(byBytes);
    } catch {
      continue;
    }
    for (const name of names) {
      if (matchesGoPattern(file, name)) matches.push(path.posix.join(folder, name));
    }
  }
  return matches;
}

/** Go's sort.Strings: by the UTF-8 bytes. */
function byBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/**
 * The schema files in the order the CLI applies them (Glob.Files): each pattern in turn, joined
 * to the supabase folder, its matches sorted by name, a file matched before not again. The CLI
 * only warns when a pattern matches nothing; here a typo must not drop a folder unseen.
 */
export function schemaFilesOf(projectRoot: string, patterns: readonly string[]): string[] {
  const files: string[] = [];
  for (const pattern of patterns) {
    const matches = goGlob(projectRoot, path.posix.join('supabase', pattern)).sort(byBytes);
    if (matches.length === 0) throw new Error(`schema_paths: no files matched ${pattern}`);
    for (const file of matches) if (!files.includes(file)) files.push(file);
  }
  return files.map((file) => path.join(projectRoot, file));
}

/** `[db.migrations] schema_paths` of config.toml. */
export function schemaPaths(configFile = CONFIG_TOML_PATH): string[] {
  const patterns = section(section(readConfigToml(configFile), 'db'), 'migrations').schema_paths;
  if (!Array.isArray(patterns) || !patterns.every((item) => typeof item === 'string')) {
    throw new Error(`${configFile}: [db.migrations] schema_paths must list files or globs`);
  }
  return patterns;
}

/** The schema files of config.toml's schema_paths, in the order they are applied. */
export function declaredSchemaFiles(): string[] {
  return schemaFilesOf(path.dirname(path.dirname(CONFIG_TOML_PATH)), schemaPaths());
}

/**
 * Applies schema files, in order, as the caller (`postgres`), the way the CLI builds its
 * database from them: each file one batch, so one transaction, with function bodies checked
 * (the server's default, which the CLI leaves alone): a `language sql` body or a trigger naming
 * what no earlier file made fails here as it would there. A failure names the file.
 */
export async function applySchemaFiles(client: pg.Client, files: readonly string[]): Promise<void> {
  const { rows } = await client.query<{ check_function_bodies: string }>(
    'show check_function_bodies',
  );
  if (rows[0]?.check_function_bodies !== 'on') {
    throw new Error('check_function_bodies is off: the CLI applies the schema files with it on');
  }
  for (const file of files) {
    try {
      // Several statements in one query string run in one implicit transaction, as the CLI's batch.
      await client.query(readFileSync(file, 'utf8'));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${path.relative(process.cwd(), file)}: ${message}`, { cause: error });
    }
  }
}

/** Applies every schema file of config.toml (applySchemaFiles). */
export async function applyDeclaredSchema(client: pg.Client): Promise<void> {
  await applySchemaFiles(client, declaredSchemaFiles());
}
