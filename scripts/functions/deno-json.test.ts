import { describe, expect, it } from 'vitest';

import { denoJsonProblems } from './deno-json';

describe("the functions' deno.json files", () => {
  it('pass when every function has its own and they pin the same versions', () => {
    const imports = { '#common/': '../../../common/', react: 'npm:react@19.3.1' };
    expect(denoJsonProblems({ a: imports, b: { react: 'npm:react@19.3.1' } })).toEqual([]);
  });

  it('name a missing file, a range instead of a version, and a version that differs', () => {
    expect(
      denoJsonProblems({
        a: { react: 'npm:react@19.3.1' },
        b: { react: 'npm:react@^19.3.1' },
        c: undefined,
      }),
    ).toEqual([
      'b: "react" is "npm:react@^19.3.1", not one exact version',
      '"react" is "npm:react@19.3.1" in a but "npm:react@^19.3.1" in b',
      'c: no deno.json of its own',
    ]);
  });
});
