/**
 * The layer rule of supabase/schemas/, as eslint.config.js's is src/'s: a file uses what its own
 * folder makes, what the floor folders below it make (schemas.sql, then base/, then audit/), and
 * of another feature folder only the entry points it offers (entry-points.ts); features call
 * each other one way, never in a circle; and no SQL is made at run time (`execute`), where no
 * file would name what it creates or calls.
 */
import { readSchemaFile, type SchemaFile } from './schema-graph';

export interface SchemaSource {
  /** Relative to supabase/schemas/, with `/`. */
  file: string;
  text: string;
}

export interface FloorPlan {
  floor: readonly string[];
  entryPoints: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const ENTRY_POINTS_FILE = 'scripts/schema-layers/entry-points.ts';

/** The folder a schema file is in: its first path segment, '' for a file at the top. */
function folderOf(file: string): string {
  const slash = file.indexOf('/');
  return slash < 0 ? '' : file.slice(0, slash);
}

const shown = (folder: string) => (folder === '' ? 'schemas.sql' : `${folder}/`);

/** What the ways between features do not allow: each loop, as `a → b → a`. */
function circles(edges: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>();
  const walk = (path: string[]) => {
    const at = path.at(-1)!;
    for (const next of [...(edges.get(at) ?? [])].sort()) {
      const back = path.indexOf(next);
      if (back >= 0) {
        const loop = [...path.slice(back), next];
        const key = [...loop.slice(0, -1)].sort().join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          found.push(loop);
        }
      } else walk([...path, next]);
    }
  };
  for (const start of [...edges.keys()].sort()) walk([start]);
  return found;
}

/** Every breach of the layer rule, each naming the file and line, the object and its folder. */
export function layerViolations(sources: readonly SchemaSource[], plan: FloorPlan): string[] {
  const files: SchemaFile[] = sources.map((source) => readSchemaFile(source.file, source.text));
  const rank = (folder: string) => {
    if (folder === '') return 0;
    const floor = plan.floor.indexOf(folder);
    return floor >= 0 ? floor + 1 : plan.floor.length + 1;
  };
  const isFeature = (folder: string) => rank(folder) > plan.floor.length;
  const violations: string[] = [];

  const owner = new Map<string, string>();
  for (const { file, defines } of files) {
    for (const name of defines) {
      const first = owner.get(name);
      // Names are read without their kind, so a table and a function of one name (a settings
      // row in table.sql, the function reading it in settings.sql) are one name: one folder
      // owns it.
      if (first && folderOf(first) !== folderOf(file)) {
        violations.push(`${name} is created in ${first} and ${file}`);
      } else if (!first) owner.set(name, file);
    }
  }

  const usedFrom = new Map<string, Set<string>>();
  const ways = new Map<string, Set<string>>();
  for (const { file, uses, dynamic } of files) {
    const folder = folderOf(file);
    for (const line of dynamic) {
      violations.push(
        `${file}:${line} makes SQL at run time (execute): write the statement out, so a file names what it creates and calls`,
      );
    }
    for (const use of uses) {
      const at = `${file}:${use.line}`;
      const home = owner.get(use.name);
      if (!home) {
        violations.push(`${at} uses ${use.name}, which no schema file creates`);
        continue;
      }
      const target = folderOf(home);
      if (target === folder) continue;
      const whose = `${use.name} of ${shown(target)} (${home})`;
      if (!isFeature(target)) {
        if (rank(target) > rank(folder)) {
          const below = ['', ...plan.floor].slice(0, rank(folder)).map(shown).join(', ');
          violations.push(`${at} uses ${whose}: ${shown(folder)} may use only ${below}`);
        }
        continue;
      }
      if (!isFeature(folder)) {
        violations.push(
          `${at} uses ${whose}: ${shown(folder)} is below every feature and may use none`,
        );
        continue;
      }
      if (!Object.hasOwn(plan.entryPoints[target] ?? {}, use.name)) {
        violations.push(
          `${at} uses ${whose}, which is not an entry point of ${shown(target)}: use one it offers, or add it to ${ENTRY_POINTS_FILE} saying who uses it and why`,
        );
        continue;
      }
      usedFrom.set(use.name, (usedFrom.get(use.name) ?? new Set()).add(folder));
      ways.set(folder, (ways.get(folder) ?? new Set()).add(target));
    }
  }

  for (const [folder, offered] of Object.entries(plan.entryPoints)) {
    for (const name of Object.keys(offered)) {
      const home = owner.get(name);
      if (!home || folderOf(home) !== folder) {
        violations.push(
          `${ENTRY_POINTS_FILE} offers ${name} for ${shown(folder)}, which ${home ? `is made in ${home}` : 'no schema file creates'}`,
        );
      } else if (!usedFrom.has(name)) {
        violations.push(
          `${ENTRY_POINTS_FILE} offers ${name} for ${shown(folder)}, which no other folder uses: take it off the list`,
        );
      }
    }
  }

  for (const loop of circles(ways)) {
    violations.push(`features use each other in a circle: ${loop.map(shown).join(' → ')}`);
  }
  return violations;
}
