/**
 * What a deploy would get wrong about a function, read from its module graph (`deno info --json`
 * with the function's own deno.json): a file outside the project folder (the CLI cannot upload
 * it), outside the folders the functions may read (supabase/functions and common/),
 * or missed by the CLI's upload walk; a bare import its deno.json does not map (hosted has no
 * package.json and no node_modules).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface DenoInfoModule {
  kind?: string;
  specifier: string;
  error?: string;
  dependencies?: { specifier: string }[];
}

export interface DenoInfo {
  modules: DenoInfoModule[];
}

export interface GraphRules {
  projectRoot: string;
  /** Absolute files or folders a function may reach. */
  allowed: string[];
  /** The function's deno.json `imports`, as written. */
  imports: Record<string, string>;
  /** What the CLI's upload walk reaches, relative to the project folder. */
  uploaded: Set<string>;
}

const inside = (file: string, folder: string) => {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

const isBare = (specifier: string) =>
  !/^\.{0,2}\//.test(specifier) && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(specifier);

const isMapped = (specifier: string, imports: Record<string, string>) =>
  Object.keys(imports).some((key) =>
    key.endsWith('/') ? specifier.startsWith(key) : specifier === key,
  );

export function graphProblems(info: DenoInfo, rules: GraphRules): string[] {
  const problems: string[] = [];
  const nodeModules = path.join(rules.projectRoot, 'node_modules');
  for (const module of info.modules) {
    if (module.error) problems.push(`${module.specifier}: ${module.error}`);
    if (!module.specifier.startsWith('file:')) continue;
    const file = fileURLToPath(module.specifier);
    // An `npm:` package, served from node_modules here and from the registry on hosted.
    if (module.kind === 'external' && inside(file, nodeModules)) continue;
    const shown = path.relative(rules.projectRoot, file);
    if (!inside(file, rules.projectRoot)) {
      problems.push(`${file} lies outside the project folder: the deploy cannot upload it`);
    } else if (!rules.allowed.some((root) => inside(file, root))) {
      problems.push(`${shown} is neither in supabase/functions nor in common/`);
    } else if (!rules.uploaded.has(shown.split(path.sep).join('/'))) {
      problems.push(`${shown} is imported, but the CLI's upload walk does not reach it`);
    }
    for (const { specifier } of module.dependencies ?? []) {
      if (isBare(specifier) && !isMapped(specifier, rules.imports)) {
        problems.push(
          `${shown} imports "${specifier}", which the function's deno.json does not map`,
        );
      }
    }
  }
  return problems;
}
