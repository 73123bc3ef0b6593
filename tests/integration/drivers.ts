/**
 * What the tests of drivers and their reports share (issue #52): a driver with their user id, a
 * shipment staff made and assigned, a report's files stored as the phone stores them, and a
 * report as the phone sends it.
 */
import { randomUUID } from 'node:crypto';

import type { Json } from '#common/database.types';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { driver } from './clients';
import { BUCKET, JPEG } from './evidence';
import { versionOf } from './staff-writes';
import { sql, uniqueShipmentId } from './support';

export interface Account {
  client: ProjectClient;
  id: string;
}

export async function userId(client: ProjectClient): Promise<string> {
  const { data, error } = await client.auth.getUser();
  if (error) throw error;
  return data.user.id;
}

export async function newDriver(): Promise<Account> {
  const client = await driver();
  return { client, id: await userId(client) };
}

/** A shipment with phones, prices and party addresses, made by `desk` and assigned to `to`. */
export async function assignedShipment(
  desk: ProjectClient,
  to: Account | null,
  label = 'road',
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = uniqueShipmentId(label);
  const created = await desk.rpc('create_shipment', {
    shipment: {
      id,
      shippername: 'Ana Popescu',
      shipperaddress: 'Strada Lipscani 5, București',
      shipperphone: '+40 721 000 111',
      shipperemail: 'ana@example.com',
      recipientname: 'Jean Martin',
      recipientaddress: '12 rue de la Paix, Lyon',
      recipientphone: '+33 6 12 34 56 78',
      recipientemail: 'jean@example.com',
      transportedgoods: 'Tractor',
      totalamount: '4.200 EUR',
      purchaseprice: '90.000 EUR',
      driver_notes: 'Call before arriving.',
      ...fields,
    },
    first_location: 'București, RO',
  });
  if (created.error) throw new Error(`${created.error.code} ${created.error.message}`);
  if (to) {
    const assigned = await desk.rpc('assign_driver', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      driver_id: to.id,
      vehicle_plate: 'B-123-ABC',
    });
    if (assigned.error) throw new Error(`${assigned.error.code} ${assigned.error.message}`);
  }
  return id;
}

/** The folder a report's files go to: <number>/reports/<idempotency key>/. */
export const reportFolder = (id: string, key: string) => `${id}/reports/${key}`;

/** Stores a photo as `client` (plain upload); throws on a refusal. */
export async function storePhoto(client: ProjectClient, path: string): Promise<void> {
  const { error } = await client.storage
    .from(BUCKET)
    .upload(path, JPEG, { contentType: 'image/jpeg' });
  if (error) throw error;
}

/** A collection report as the phone sends it, with a new idempotency key unless given. */
export function collection(id: string, changes: Record<string, unknown> = {}) {
  return {
    idempotency_key: randomUUID(),
    tracking_number: id,
    kind: 'collection',
    recorded_at: new Date(Date.now() - 60_000).toISOString(),
    position: { lat: 44.4268, lng: 26.1025 },
    place: 'București, RO',
    damage: { state: 'marked', marks: [{ zone: 'left', text: 'scratch on the door' }] },
    note: 'Loaded with straps.',
    name: 'Ana Popescu',
    signature: null,
    photos: [],
    handed_over: { documents: 'CMR, registration', keys: true },
    reservations: null,
    ...changes,
  };
}

/** The report sent as the phone sends it; the answer's data is {report_id}. */
export async function submit(client: ProjectClient, report: Record<string, unknown>) {
  const answer = await client.rpc('submit_shipment_report', { report: report as Json });
  return { ...answer, data: answer.data as { report_id: string } | null };
}

/** The report sent and accepted: its id (throws on a refusal). */
export async function reported(client: ProjectClient, report: Record<string, unknown>) {
  const { data, error } = await submit(client, report);
  if (error || !data) throw new Error(`${error?.code} ${error?.message}`);
  return data.report_id;
}

/** Null for an argument the generated types cannot say may be null (driver_id, vehicle_plate). */
export const NONE = null as unknown as string;

/** The shipment's road state as the database has it. */
export async function roadState(id: string) {
  const [row] = await sql<{
    status: string;
    history: { status: string; location: string; date: string }[];
    currentposition: unknown;
    delivered_at: Date | null;
  }>('select status, history, currentposition, delivered_at from public.shipments where id = $1', [
    id,
  ]);
  return row;
}

export async function reportsOf(id: string) {
  return sql<{ id: string; kind: string; idempotency_key: string; author_role: string }>(
    `select id, kind, idempotency_key, author_role from public.shipment_reports
      where shipment_id = $1 order by received_at, id`,
    [id],
  );
}
