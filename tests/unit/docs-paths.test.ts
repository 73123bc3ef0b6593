/**
 * The README is the front door and docs/ the rooms behind it (issue #50): every path a doc names
 * exists, every link between them lands on a file and a heading that exist, no topic sends a
 * reader to a migration (the wanted state is `supabase/schemas/`), and the README stays short.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const README_MAX_LINES = 200;

/** Paths the docs name that no checkout holds: made at run time, or yours to create. */
const MADE_LATER = new Set([
  'local-stack/.data/',
  'local-stack/.data/db-storage/',
  'supabase/functions/.env',
  'node_modules/.cache/transport-site/',
  // The CLI's deprecated fallback map, named to say the runtime reads it as the CLI does.
  'supabase/functions/import_map.json',
]);

/** The folders and root files a path in a doc may start with: the repository's own top level. */
const TOP_LEVEL = new Set(readdirSync(ROOT).filter((name) => !name.startsWith('.')));

/** The docs a reader is sent to: the README and every file of docs/. */
function docFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', ...docs];
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!);
  return new Set(headings.map(anchorOf));
}

/** Code spans that name a file or folder of the repository (no placeholders or globs). */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return spans.filter((span) => {
    if (/[\s<>{}*…|$=]/.test(span) || span.includes('://')) return false;
    const first = span.split('/')[0]!;
    return span.includes('/') ? TOP_LEVEL.has(first) : TOP_LEVEL.has(span) && /\.\w+$/.test(span);
  });
}

interface Problem {
  doc: string;
  problem: string;
}

/** What is wrong with one doc: dead paths, dead links or anchors, migrations named as places. */
function problemsOf(doc: string, markdown: string, read = readDoc): Problem[] {
  const problems: Problem[] = [];
  for (const path of namedPaths(markdown)) {
    if (!MADE_LATER.has(path) && !existsSync(join(ROOT, path))) {
      problems.push({ doc, problem: `names ${path}, which does not exist` });
    }
  }
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target!)) continue;
    const [file, anchor] = target!.split('#');
    const path = file ? relative(ROOT, resolve(ROOT, dirname(doc), file)) : doc;
    if (!existsSync(join(ROOT, path))) {
      problems.push({ doc, problem: `links to ${target}, which does not exist` });
    } else if (anchor && path.endsWith('.md') && !anchorsOf(read(path)).has(anchor)) {
      problems.push({ doc, problem: `links to ${target}, a heading ${path} does not have` });
    }
  }
  for (const [migration] of markdown.matchAll(/supabase\/migrations\/\d{14}\w*(\.sql)?/g)) {
    problems.push({
      doc,
      problem: `sends readers to ${migration}: name the file of supabase/schemas/ instead`,
    });
  }
  return problems;
}

function readDoc(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

describe('the docs', () => {
  it('name only paths that exist, link only to files and headings that exist, and no migration', () => {
    const problems = docFiles().flatMap((doc) => problemsOf(doc, readDoc(doc)));
    expect(problems).toEqual([]);
  });

  it('check what they name: a path', () => {
    expect(
      problemsOf('docs/planted.md', 'The rules are in `src/lib/loads/no-such-file.ts`.'),
    ).toEqual([
      {
        doc: 'docs/planted.md',
        problem: 'names src/lib/loads/no-such-file.ts, which does not exist',
      },
    ]);
  });

  it('check what they name: a link, a heading, a migration', () => {
    const planted = [
      'See [hosting](hosting.md#no-such-heading), [nothing](gone.md),',
      'and `supabase/migrations/20261125120000_tracking_throttle_exact.sql`.',
      'These are fine: [the stack](local-stack.md#who-and-where), `supabase/schemas/`.',
    ].join('\n');
    expect(problemsOf('docs/planted.md', planted).map(({ problem }) => problem)).toEqual([
      'links to hosting.md#no-such-heading, a heading docs/hosting.md does not have',
      'links to gone.md, which does not exist',
      'sends readers to supabase/migrations/20261125120000_tracking_throttle_exact.sql: name the file of supabase/schemas/ instead',
    ]);
  });

  it(`keep the README a front door: at most ${README_MAX_LINES} lines, linking every doc`, () => {
    const readme = readDoc('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
    const unlinked = docFiles()
      .filter((doc) => doc !== 'README.md')
      .filter((doc) => !readme.includes(`](${doc})`));
    expect(unlinked).toEqual([]);
  });
});
