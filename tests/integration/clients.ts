import http from 'node:http';

import { nodeSupabaseClient, type ProjectClient } from '../../scripts/node-supabase-client';
import { stack, uniqueEmail } from './support';

/**
 * fetch over a connection from a given loopback source address (127.0.0.2, …), so that one
 * test process can act as several customers: the gateway sees each as its own client.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = http.request(
        request.url,
        {
          method: request.method,
          headers: Object.fromEntries(request.headers),
          localAddress,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (typeof value === 'string') headers.set(name, value);
            }
            const status = incoming.statusCode ?? 502;
            const payload = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(payload, { status, headers }));
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

// Every test file runs in its own module scope but all share one stack, whose throttles and
// limits remember addresses: a random start keeps files from reusing each other's addresses.
let nextAddress = Math.floor(Math.random() * 200 * 250 * 250);
/** A loopback address no other visitor of this test run has used. */
export function newAddress(): string {
  nextAddress += 1;
  const [high, middle, low] = [
    Math.floor(nextAddress / (250 * 250)) % 200,
    Math.floor(nextAddress / 250) % 250,
    nextAddress % 250,
  ];
  return `127.${high + 1}.${middle + 1}.${low + 2}`;
}

/** An anonymous visitor coming from its own loopback address. */
export function visitor(address = newAddress()): ProjectClient {
  return nodeSupabaseClient(stack.apiUrl, stack.anonKey, fetchFrom(address));
}

export function anon(): ProjectClient {
  return nodeSupabaseClient(stack.apiUrl, stack.anonKey);
}

export function service(): ProjectClient {
  return nodeSupabaseClient(stack.apiUrl, stack.serviceRoleKey);
}

/** Signed in from an address of its own, as every real user is: no shared sign-in limit. */
async function signedIn(email: string, password: string): Promise<ProjectClient> {
  const client = visitor();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** A freshly created user who is signed in but is not staff. */
export async function customer(): Promise<ProjectClient> {
  const email = uniqueEmail('customer');
  const password = 'customer-password-123';
  const { error } = await service().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return signedIn(email, password);
}

/** A freshly created staff member, signed in. */
export async function staff(): Promise<ProjectClient> {
  const email = uniqueEmail('staff');
  const password = 'staff-password-1234';
  const admin = service();
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  const granted = await admin.rpc('grant_staff', { user_id: data.user.id });
  if (granted.error) throw granted.error;
  return signedIn(email, password);
}
