/**
 * What a prerendered page costs to paint and to become interactive: its stylesheets, and the
 * entry script with every module it imports statically plus the page's preloads — gzip bytes,
 * read from the built HTML so the measure is what a browser actually fetches.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstPaintCost {
  scripts: Array<{ file: string; gzipBytes: number }>;
  styles: Array<{ file: string; gzipBytes: number }>;
  scriptGzipBytes: number;
  styleGzipBytes: number;
}

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

export async function firstPaintCost(distDir: string, pagePath: string): Promise<FirstPaintCost> {
  const html = await readFile(path.join(distDir, pagePath, 'index.html'), 'utf8');
  const assets = path.join(distDir, 'assets');
  const data = /<script type="application\/json" id="hydration-assets">([^<]*)<\/script>/.exec(
    html,
  );
  if (!data?.[1]) throw new Error(`${pagePath}: no hydration assets in the prerendered HTML`);
  const hydration = JSON.parse(data[1]) as { entry: string; preload: string[] };
  const queue = [hydration.entry, ...hydration.preload].map((url) =>
    url.replace(/^\/assets\//, ''),
  );
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(assets, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(match[1] ?? '');
  }
  const scripts = await Promise.all(
    [...seen].map(async (file) => ({ file, gzipBytes: await gzipSize(path.join(assets, file)) })),
  );
  const linked = await Promise.all(
    [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map(async (m) => ({
      file: m[1] ?? '',
      gzipBytes: await gzipSize(path.join(assets, m[1] ?? '')),
    })),
  );
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m, index) => ({
    file: `inline style ${index + 1}`,
    gzipBytes: gzipSync(m[1] ?? '', { level: 9 }).length,
  }));
  const styles = [...linked, ...inline];
  return {
    scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
    styles,
    scriptGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    styleGzipBytes: styles.reduce((sum, s) => sum + s.gzipBytes, 0),
  };
}

/** The route modules a signed-out visit to /login loads (the admin frame and the login screen). */
const LOGIN_ROUTE_MODULES = [
  'src/app/routes/admin/admin-layout.tsx',
  'src/app/routes/admin/login.tsx',
];

export interface AdminShellCost {
  /** The scripts /login loads beyond the public shell (the entry and its static imports). */
  scripts: Array<{ file: string; gzipBytes: number }>;
  scriptGzipBytes: number;
}

/**
 * What the staff area costs on top of the public shell when /login opens: the login and admin
 * layout route modules with everything they import statically, minus what the entry already
 * loaded. Read from the build's manifest (the SPA fallback serves /login, nothing prerendered).
 */
type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The build's manifest (vite build.manifest), keyed by source path. */
export async function readBuildManifest(distDir: string): Promise<BuildManifest> {
  return JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as BuildManifest;
}

/** The output files of these source modules and of everything they import statically. */
export function staticClosure(manifest: BuildManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

export async function adminShellCost(distDir: string): Promise<AdminShellCost> {
  const manifest = await readBuildManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const publicShell = staticClosure(manifest, entries);
  const missing = LOGIN_ROUTE_MODULES.filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`not in the build manifest: ${missing.join(', ')}`);
  const extra = [...staticClosure(manifest, LOGIN_ROUTE_MODULES)].filter(
    (file) => file.endsWith('.js') && !publicShell.has(file),
  );
  const scripts = await Promise.all(
    extra.map(async (file) => ({ file, gzipBytes: await gzipSize(path.join(distDir, file)) })),
  );
  return {
    scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
    scriptGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
  };
}
