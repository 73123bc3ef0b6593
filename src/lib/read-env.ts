/**
 * The check of the site's build-time variables, run by scripts/vite/require-supabase-env.ts when
 * the dev server or a build starts: pages read the values without checking them again.
 */
type EnvSource = Partial<Record<string, string | boolean | undefined>>;

export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

function required(source: EnvSource, name: string): string {
  const value = source[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(
      `Missing environment variable ${name}: set it in .env.local or in the shell before starting Vite.`,
    );
  }
  return value.trim();
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The values as the site uses them: trimmed, the URL without a trailing slash. */
function normaliseEnv(supabaseUrl: string, supabaseAnonKey: string): AppEnv {
  return {
    supabaseUrl: supabaseUrl.trim().replace(/\/+$/, ''),
    supabaseAnonKey: supabaseAnonKey.trim(),
  };
}

/** The two variables, checked and normalised; throws a message that names what is wrong. */
export function readEnv(source: EnvSource): AppEnv {
  const supabaseUrl = required(source, 'VITE_SUPABASE_URL');
  if (!isHttpUrl(supabaseUrl)) {
    throw new Error(`VITE_SUPABASE_URL is not an http(s) URL: "${supabaseUrl}".`);
  }
  // Secret and service_role keys are refused beside this check: scripts/vite/refuse-secret-keys.ts.
  const supabaseAnonKey = required(source, 'VITE_SUPABASE_ANON_KEY');
  return normaliseEnv(supabaseUrl, supabaseAnonKey);
}
