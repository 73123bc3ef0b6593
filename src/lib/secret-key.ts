/**
 * Whether a value is a Supabase key that must never reach a browser: a secret API key
 * (`sb_secret_…`) or a JWT whose `role` is `service_role`. Either bypasses row-level security,
 * so a build that inlines one hands every visitor the whole database.
 */
function jwtRole(value: string): unknown {
  const [, payload, signature] = value.split('.');
  if (!payload || signature === undefined) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>).role
      : undefined;
  } catch {
    return undefined;
  }
}

/** What is wrong with exposing `value` as `name`, or null when it is not a secret key. */
export function secretKeyProblem(name: string, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.startsWith('sb_secret_')) {
    return (
      `${name} holds a secret key (sb_secret_…), which bypasses row-level security; ` +
      'every visitor of the site would get it. Use the project’s publishable (sb_publishable_…) or anon key.'
    );
  }
  if (jwtRole(trimmed) === 'service_role') {
    return (
      `${name} holds a service_role key, which bypasses row-level security; ` +
      'every visitor of the site would get it. Use the project’s anon (or publishable) key.'
    );
  }
  return null;
}
