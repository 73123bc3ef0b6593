import { accessSync, chmodSync, constants, lstatSync, mkdirSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** `<temp>/transport-site-<uid>`: the place this user's unpacked files go by default. */
export function userTempFolder(): string {
  return join(tmpdir(), `transport-site-${currentUid()}`);
}

/**
 * This user's folder for what the tests unpack once and reuse (the browser).
 *
 * The OS temp folder is shared by every user of the machine, and a fixed name there belongs to
 * whoever created it first. So the name carries the uid, and the folder is used only if this
 * user owns it: one that another user made could hold a binary we would run. When it cannot be
 * used, `fallback` (a folder of the project) is used instead of failing.
 */
export function userCacheFolder(fallback: string): string {
  const preferred = userTempFolder();
  const problem = privateFolderProblem(preferred);
  if (problem === undefined) return preferred;
  const fallbackProblem = privateFolderProblem(fallback);
  if (fallbackProblem === undefined) return fallback;
  throw new Error(
    `${preferred} ${problem} and ${fallback} ${fallbackProblem}: remove ${preferred} and run again.`,
  );
}

function currentUid(): number {
  return process.geteuid?.() ?? userInfo().uid;
}

/** Why `dir` cannot be this user's private folder, or undefined once it is one (0700, ours). */
function privateFolderProblem(dir: string): string | undefined {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch {
    // Judged below: an existing file, a link or a folder we cannot create.
  }
  try {
    const stat = lstatSync(dir);
    if (stat.isSymbolicLink()) return 'is a symbolic link';
    if (!stat.isDirectory()) return 'is not a folder';
    if (stat.uid !== currentUid()) return `belongs to uid ${stat.uid}`;
    // Ours, so ours to repair (a chmod 000, a mode left loose by hand).
    if ((stat.mode & 0o777) !== 0o700) chmodSync(dir, 0o700);
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
    return undefined;
  } catch (error) {
    return `cannot be used (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
  }
}
