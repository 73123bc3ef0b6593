/**
 * What the tests of the shipment-evidence bucket share (issue #51): a staff member's shipment
 * with files, the party function and the purge function as plain HTTP through the gateway, and
 * an object's row and file as the stack keeps them.
 */
import fs from 'node:fs/promises';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { storedFilePath } from '../../test-support/storage';
import { fetchFrom } from './clients';
import { sql, stack, uniqueShipmentId } from './support';

export const BUCKET = 'shipment-evidence';

/** A few bytes a browser would call a JPEG (the bucket takes JPEG, PNG, WebP and PDF). */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
export const PDF = Buffer.from('%PDF-1.7 a consignment note');

/** A new shipment made by `desk`: its tracking number. */
export async function newShipment(
  desk: ProjectClient,
  label: string,
  id = uniqueShipmentId(label),
) {
  const { error } = await desk.rpc('create_shipment', {
    shipment: { id, shippername: 'Ana Popescu', recipientname: 'Jean Martin' },
  });
  if (error) throw new Error(`${error.code} ${error.message}`);
  return id;
}

/** Stores `bytes` as `name` in the bucket, as `client`; throws on a refusal. */
export async function store(
  client: ProjectClient,
  name: string,
  bytes: Buffer = JPEG,
  contentType = 'image/jpeg',
): Promise<void> {
  const { error } = await client.storage.from(BUCKET).upload(name, bytes, { contentType });
  if (error) throw error;
}

/** A key of a party link of the shipment, made by staff. */
export async function partyKey(desk: ProjectClient, id: string, party = 'shipper') {
  const { data, error } = await desk
    // replace: an escrow shipment's parties already got a link with its first e-mail.
    .rpc('create_tracking_link', { tracking_number: id, party, replace: true })
    .single();
  if (error) throw new Error(`${error.code} ${error.message}`);
  return data.key;
}

interface FunctionAnswer {
  status: number;
  body: unknown;
}

async function callFunction(
  name: string,
  bearer: string,
  body: unknown,
  options: { from?: string; method?: string } = {},
): Promise<FunctionAnswer> {
  const call = options.from ? fetchFrom(options.from) : fetch;
  const response = await call(`${stack.apiUrl}/functions/v1/${name}`, {
    method: options.method ?? 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
    },
    ...(options.method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** The party function as the tracking page calls it: anon key, from `from`. */
export function partyEvidence(
  from: string,
  body: unknown,
  method?: string,
): Promise<FunctionAnswer> {
  return callFunction('shipment-evidence', stack.anonKey, body, { from, method });
}

/** One run of the purge, as pg_cron calls it: POST with the service_role key. */
export function runEvidencePurge(bearer = stack.serviceRoleKey): Promise<FunctionAnswer> {
  return callFunction('shipment-evidence-purge', bearer, {});
}

/** The version of the object's row, or null when there is none. */
export async function storedVersion(name: string): Promise<string | null> {
  const [row] = await sql<{ version: string }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [BUCKET, name],
  );
  return row?.version ?? null;
}

/** Whether the stack holds the file of that version. */
export async function fileKept(version: string): Promise<boolean> {
  return fs.stat(storedFilePath(stack.storageDir, version)).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}
