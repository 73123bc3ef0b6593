/**
 * src/lib/supabase-auth.ts builds the staff session on @supabase/auth-js directly, pinned to
 * the version @supabase/supabase-js depends on, so npm keeps one copy. A supabase-js upgrade
 * that moves its auth-js on without ours would put a second auth client into the staff build
 * (about 23 KB gzip) and two sets of auth error classes: this fails first.
 */
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

const fromProject = createRequire(import.meta.url);

/** Where `@supabase/auth-js` resolves from a module at `from` (symlinks followed). */
function authJsSeenFrom(require: NodeJS.Require): string {
  return realpathSync(require.resolve('@supabase/auth-js/package.json'));
}

describe('@supabase/auth-js', () => {
  it('is the same copy for the site and for supabase-js', () => {
    // supabase-js exports no package.json; its entry file resolves from its own folder.
    const fromSupabaseJs = createRequire(fromProject.resolve('@supabase/supabase-js'));
    expect(authJsSeenFrom(fromSupabaseJs)).toBe(authJsSeenFrom(fromProject));
  });

  it('is pinned in package.json to the version supabase-js depends on', () => {
    const supabaseJs = createRequire(fromProject.resolve('@supabase/supabase-js'))(
      '../package.json',
    ) as { dependencies: Record<string, string> };
    const site = fromProject('../../package.json') as { dependencies: Record<string, string> };
    expect(site.dependencies['@supabase/auth-js']).toBe(
      supabaseJs.dependencies['@supabase/auth-js'],
    );
  });
});
