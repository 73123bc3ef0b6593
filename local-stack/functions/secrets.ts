/**
 * The environment of the Edge Functions, as hosted gives it: the project's own values
 * (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL), then the
 * secrets (`supabase secrets set` on hosted; here `supabase/functions/.env`, which the CLI's
 * `supabase functions serve` reads too, then an `--env-file` of the caller's choice). As with
 * the CLI, a secret may not be named SUPABASE_*: those names are the platform's.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

export interface ProjectValues {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
}

function readEnvFile(file: string, log: (line: string) => void): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (value === undefined) continue;
    if (name.startsWith('SUPABASE_')) {
      log(`[functions] ${file}: ${name} skipped, names starting with SUPABASE_ are reserved`);
      continue;
    }
    values[name] = value;
  }
  return values;
}

/**
 * `stackDefaults`: what the local stack sets on its own (the customer e-mails' SMTP pointing at
 * the mail catcher, SITE_URL); a secret of the same name in a file wins, as `supabase secrets
 * set` does on hosted.
 */
export function functionsEnv(
  project: ProjectValues,
  functionsDir: string,
  envFile: string | undefined,
  log: (line: string) => void,
  stackDefaults: Record<string, string> = {},
): Record<string, string> {
  const defaultFile = path.join(functionsDir, '.env');
  return {
    ...stackDefaults,
    ...(existsSync(defaultFile) ? readEnvFile(defaultFile, log) : {}),
    ...(envFile ? readEnvFile(envFile, log) : {}),
    SUPABASE_URL: project.apiUrl,
    SUPABASE_ANON_KEY: project.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: project.serviceRoleKey,
    SUPABASE_DB_URL: project.dbUrl,
  };
}
