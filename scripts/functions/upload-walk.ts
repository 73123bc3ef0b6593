/**
 * The files `supabase functions deploy` uploads for a function, found as the Supabase CLI finds
 * them (supabase/cli apps/cli-go/pkg/function/deno.go `WalkImportPaths`, deploy.go `writeForm`):
 * from the entrypoint, every import whose specifier — after the import map's prefixes are
 * substituted — is a relative or absolute path with an extension, read by a regular expression.
 * Paths are relative to the project folder (where the CLI runs). The CLI opens them through an
 * io/fs.FS, which refuses a path that climbs out (`../`) or is absolute: the deploy fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The CLI's importPathPattern, word for word.
const IMPORT_PATH =
  /(?:import|export)\s+(?:type\s+)?(?:{[^{}]+}|.*?)\s*(?:from)?\s*['"](.*?)['"]|import\(\s*['"](.*?)['"]\)/gi;

/** Go's path.Join: cleaned, no trailing slash, "." when empty. */
function goJoin(...parts: string[]): string {
  const joined = path.posix.join(...parts);
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

const hasScheme = (value: string) => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(value);
const isRelative = (value: string) => value.startsWith('./') || value.startsWith('../');

/** The CLI's ImportMap.Resolve: local addresses made relative to the project folder. */
export function cliImports(importMapPath: string, projectRoot: string): Record<string, string> {
  const { imports = {} } = JSON.parse(
    readFileSync(path.join(projectRoot, importMapPath), 'utf8'),
  ) as { imports?: Record<string, string> };
  return Object.fromEntries(
    Object.entries(imports).map(([key, address]) => {
      if (address.startsWith('/') || hasScheme(address)) return [key, address];
      let resolved = goJoin(path.posix.dirname(importMapPath), address);
      if (address.endsWith('/')) resolved += '/';
      return [key, resolved.startsWith('/') ? resolved : `./${resolved}`];
    }),
  );
}

export interface UploadWalk {
  /** Files the deploy uploads, relative to the project folder. */
  files: Set<string>;
  /** Paths the deploy cannot open (outside the project folder): it fails on the first. */
  refused: { file: string; importedBy: string }[];
}

/** The walk from `entrypoint` (relative to projectRoot) with the function's import map. */
export function uploadWalk(
  entrypoint: string,
  imports: Record<string, string>,
  projectRoot: string,
): UploadWalk {
  const files = new Set<string>();
  const refused: UploadWalk['refused'] = [];
  const queue: { file: string; importedBy: string }[] = [{ file: entrypoint, importedBy: '' }];
  const seen = new Set<string>();
  for (let next = queue.pop(); next; next = queue.pop()) {
    const { file } = next;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.startsWith('../') || file.startsWith('/')) {
      refused.push(next);
      continue;
    }
    const onDisk = path.join(projectRoot, file);
    // The CLI warns and skips a file that does not exist.
    if (!existsSync(onDisk)) continue;
    files.add(file);
    for (const match of readFileSync(onDisk, 'utf8').matchAll(IMPORT_PATH)) {
      let specifier = (match[1] || match[2] || '').trim();
      let substituted = false;
      for (const [key, address] of Object.entries(imports)) {
        if (specifier.startsWith(key)) {
          specifier = address + specifier.slice(key.length);
          substituted = true;
        }
      }
      if (path.posix.extname(specifier) === '') continue;
      if (!isRelative(specifier) && !specifier.startsWith('/')) continue;
      if (isRelative(specifier) && !substituted) {
        specifier = goJoin(path.posix.dirname(file), specifier);
      }
      queue.push({ file: goJoin(specifier), importedBy: file });
    }
  }
  return { files, refused };
}
