/**
 * Which project the staff commands act on. The local stack's demo service_role key is public,
 * so it is only ever used for a loopback URL; a real project needs its own key, and without it
 * the command stops before sending anything.
 */
import { nodeSupabaseClient, type ProjectClient } from '../../dev-support/node-supabase-client';
import { DEFAULT_API_PORT } from '../../dev-support/ports';
import { DEMO_SERVICE_ROLE_KEY } from '../../local-stack/config';

export interface Target {
  url: string;
  serviceRoleKey: string;
}

export class MissingSecretError extends Error {}

function isLoopback(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
  } catch {
    return false;
  }
}

export function resolveTarget(env: NodeJS.ProcessEnv): Target {
  const url = env.SUPABASE_URL || `http://127.0.0.1:${DEFAULT_API_PORT}`;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (key) return { url, serviceRoleKey: key };
  if (isLoopback(url)) return { url, serviceRoleKey: DEMO_SERVICE_ROLE_KEY };
  throw new MissingSecretError(
    `SUPABASE_SERVICE_ROLE_KEY is not set. Set it to the service_role key of ${url} ` +
      '(project settings → API); the local demo key only works against the local stack.',
  );
}

export function adminClient(target: Target): ProjectClient {
  return nodeSupabaseClient(target.url, target.serviceRoleKey);
}
