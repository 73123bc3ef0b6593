type EnvSource = Partial<Record<string, string | boolean | undefined>>;

export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
  googleMapsApiKey: string | undefined;
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
  const mapsKey = source['VITE_GOOGLE_MAPS_API_KEY'];
  return {
    supabaseUrl: supabaseUrl.replace(/\/+$/, ''),
    supabaseAnonKey: required(source, 'VITE_SUPABASE_ANON_KEY'),
    googleMapsApiKey: typeof mapsKey === 'string' && mapsKey !== '' ? mapsKey : undefined,
  };
}

export const env: AppEnv = readEnv(import.meta.env);
