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

// Not URL.parse / URL.canParse: Safari only has them since 17/18.
function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Reads and checks the build-time variables; exported separately so it can be tested. */
export function readEnv(source: EnvSource): AppEnv {
  const supabaseUrl = required(source, 'VITE_SUPABASE_URL');
  if (!isHttpUrl(supabaseUrl)) {
    throw new Error(`VITE_SUPABASE_URL is not an http(s) URL: "${supabaseUrl}".`);
  }
  // A secret or service_role key never gets this far: scripts/vite/refuse-secret-keys.ts stops
  // the dev server and every build that would inline one, so pages do not carry that check.
  const supabaseAnonKey = required(source, 'VITE_SUPABASE_ANON_KEY');
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseAnonKey };
}

// One variable at a time: passing `import.meta.env` itself makes Vite inline every VITE_*
// variable of the build environment into the bundle, whatever this module reads.
export const env: AppEnv = readEnv({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
});
