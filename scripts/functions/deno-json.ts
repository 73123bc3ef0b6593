/**
 * The functions' deno.json files stay alike: every function has its own (no global
 * import_map.json), every package is pinned to one exact version, and a name two functions both
 * map points to the same thing in each (one runtime serves them all locally, and the `_shared`
 * code they share must resolve the same way in every function).
 */
const PINNED = /^(npm|jsr):(@[^/@]+\/)?[^/@]+@\d+\.\d+\.\d+(-[\w.]+)?(\/.*)?$/;

/** `imports` per function name; undefined for a function without a deno.json. */
export function denoJsonProblems(configs: Record<string, Record<string, string> | undefined>) {
  const problems: string[] = [];
  const first = new Map<string, { name: string; address: string }>();
  for (const [name, imports] of Object.entries(configs)) {
    if (!imports) {
      problems.push(`${name}: no deno.json of its own`);
      continue;
    }
    for (const [key, address] of Object.entries(imports)) {
      if (/^(npm|jsr):/.test(address) && !PINNED.test(address)) {
        problems.push(`${name}: "${key}" is "${address}", not one exact version`);
      }
      const seen = first.get(key);
      if (!seen) first.set(key, { name, address });
      else if (seen.address !== address) {
        problems.push(`"${key}" is "${seen.address}" in ${seen.name} but "${address}" in ${name}`);
      }
    }
  }
  return problems;
}
