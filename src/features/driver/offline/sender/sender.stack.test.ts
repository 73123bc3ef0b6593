/**
 * The real sender against the real stack (Auth, PostgREST, Storage's TUS endpoint,
 * submit_shipment_report): a report sent twice is stored once, an answer lost after the server
 * stored the report is retried with the same key and gets the same report_id, reports leave in
 * the order they were saved, and a refused report stays with its error and holds back the later
 * reports of its shipment only.
 */
import 'fake-indexeddb/auto';

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Upload } from 'tus-js-client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { withClient } from '@/../dev-support/pg-client';
import { ownerSql } from '@/testing/owner-sql';
import { stack } from '@/testing/stack';
import type { Database } from '#common/database.types';

import { removeReport, updateFile, waitingReports } from '../outbox/outbox-records';
import { saveReport } from '../outbox/save-report';
import { senderStatus } from '../outbox/sender-status';
import type { ProcessedPhoto } from '../photo/processed-photo';
import type { ReportDraft } from '../report-draft';
import { startSender } from './start-sender';

// The sender runs in browsers; Vitest would load tus-js-client's Node build, which takes no Blob.
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js'));

const PASSWORD = 'driver-test-password';
let driverId: string;
let driverEmail: string;

let clients = 0;
function client(fetchImpl?: typeof fetch): SupabaseClient<Database> {
  clients += 1;
  return createClient<Database>(stack.apiUrl, stack.anonKey, {
    // A key of its own: each client stands for another phone or tab.
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `driver-test-${clients}` },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
}

async function signedInDriver(fetchImpl?: typeof fetch) {
  const driver = client(fetchImpl);
  const { error } = await driver.auth.signInWithPassword({
    email: driverEmail,
    password: PASSWORD,
  });
  if (error) throw error;
  return driver;
}

let shipments = 0;
/** A shipment of its own (the seeded ones belong to other tests), assigned or not. */
async function shipment(assigned: boolean): Promise<string> {
  shipments += 1;
  const id = `DRV-${Date.now().toString(36)}-${shipments}`;
  await ownerSql(
    `insert into public.shipments
       (id, shippername, shipperaddress, recipientname, recipientaddress, history, driver_id)
     values ($1, 'Agro SRL', 'Str. Morii 1, Arad', 'Feldbau GmbH', 'Hauptstr. 2, Linz', '[]', $2)`,
    [id, assigned ? driverId : null],
  );
  return id;
}

/** The reports stored for a shipment, in the order the server received them. */
async function stored(trackingNumber: string) {
  return withClient(stack.superuserDbUrl, async (db) => {
    const { rows } = await db.query<{ id: string; key: string; kind: string; photos: string[] }>(
      `select id, idempotency_key::text as key, kind, photos from public.shipment_reports
        where shipment_id = $1 order by received_at, id`,
      [trackingNumber],
    );
    return rows;
  });
}

const draft = (trackingNumber: string, kind: ReportDraft['kind']): ReportDraft => ({
  trackingNumber,
  kind,
  recordedAt: new Date().toISOString(),
  position: { lat: 46.18, lng: 21.31 },
  place: null,
  damage: { state: 'none' },
  note: null,
  name: kind === 'position' ? null : 'Ion Popescu',
  reservations: null,
  handedOver: null,
});

const photo = (text: string): ProcessedPhoto => ({
  blob: new Blob([`\xff\xd8\xff${text}`], { type: 'image/jpeg' }),
  type: 'image/jpeg',
  width: 1,
  height: 1,
  originalBytes: 10,
  capturedAt: null,
});

const connection = (supabase: SupabaseClient<Database>) => ({
  supabase,
  auth: supabase.auth,
  supabaseUrl: stack.apiUrl,
  anonKey: stack.anonKey,
});

const stops: (() => void)[] = [];
function send(supabase: SupabaseClient<Database>) {
  stops.push(startSender(connection(supabase), { retryDelaysMs: [50] }));
}

beforeAll(async () => {
  const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  driverEmail = `driver-${Date.now().toString(36)}@example.com`;
  const created = await admin.auth.admin.createUser({
    email: driverEmail,
    password: PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw created.error;
  driverId = created.data.user.id;
  const granted = await admin.rpc('grant_staff', { user_id: driverId, role: 'driver' });
  if (granted.error) throw granted.error;
});

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  for (const report of await waitingReports()) await removeReport(report.key);
});

const outboxEmpty = () =>
  vi.waitFor(async () => expect(await waitingReports()).toEqual([]), { timeout: 20_000 });

describe('startSender', () => {
  it('uploads the files, submits the report and empties the outbox; two senders store it once', async () => {
    const id = await shipment(true);
    const key = await saveReport(
      draft(id, 'collection'),
      [photo('one'), photo('two')],
      new Blob(['png'], { type: 'image/png' }),
    );
    // Two tabs sending the same outbox at once (no Web Locks here): one report, one set of files.
    send(await signedInDriver());
    send(await signedInDriver());
    await outboxEmpty();
    const reports = await stored(id);
    expect(reports.map(({ key: k, kind, photos }) => ({ key: k, kind, photos }))).toEqual([
      {
        key,
        kind: 'collection',
        photos: [`${id}/reports/${key}/photo-1.jpg`, `${id}/reports/${key}/photo-2.jpg`],
      },
    ]);
    const files = await withClient(stack.superuserDbUrl, (db) =>
      db.query<{ name: string }>(
        `select name from storage.objects where bucket_id = 'shipment-evidence'
          and name like $1 order by name`,
        [`${id}/reports/${key}/%`],
      ),
    );
    expect(files.rows.map((file) => file.name)).toEqual([
      `${id}/reports/${key}/photo-1.jpg`,
      `${id}/reports/${key}/photo-2.jpg`,
      `${id}/reports/${key}/signature.png`,
    ]);
  });

  it('retries an answer lost after the server stored the report, and gets the same report_id', async () => {
    const id = await shipment(true);
    const key = await saveReport(draft(id, 'position'), [], null);
    const answers: unknown[] = [];
    // The request reaches the server and is committed; its answer never reaches the phone.
    const losingFirstAnswer: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (
        !String(input instanceof Request ? input.url : input).includes('submit_shipment_report')
      ) {
        return response;
      }
      answers.push(await response.clone().json());
      if (answers.length === 1) throw new TypeError('Failed to fetch');
      return response;
    };
    send(await signedInDriver(losingFirstAnswer));
    await outboxEmpty();
    const reports = await stored(id);
    expect(reports.map((report) => report.key)).toEqual([key]);
    expect(answers).toEqual([{ report_id: reports[0]!.id }, { report_id: reports[0]!.id }]);
  });

  it('keeps which files are stored when the report is not accepted, so the next attempt sends only the report', async () => {
    const id = await shipment(true);
    const key = await saveReport(draft(id, 'collection'), [photo('one'), photo('two')], null);
    // Every submit fails on the way out (no network at that moment): the files are up by then.
    const noSubmit: typeof fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('submit_shipment_report')) {
        throw new TypeError('Failed to fetch');
      }
      return fetch(input, init);
    };
    send(await signedInDriver(noSubmit));
    await vi.waitFor(
      async () => {
        const [waiting] = await waitingReports();
        expect(waiting?.files.map((file) => [file.name, file.stored])).toEqual([
          ['photo-1.jpg', true],
          ['photo-2.jpg', true],
        ]);
      },
      { timeout: 20_000 },
    );
    for (const stop of stops.splice(0)) stop();
    expect(await stored(id)).toEqual([]);

    send(await signedInDriver());
    await outboxEmpty();
    expect((await stored(id)).map((r) => [r.key, r.photos.length])).toEqual([[key, 2]]);
  });

  it('takes a file Storage already has (409: an earlier upload whose answer was lost) as stored', async () => {
    const id = await shipment(true);
    const key = await saveReport(draft(id, 'delivery'), [photo('kept')], null);
    const driver = await signedInDriver();
    const earlier = await driver.storage
      .from('shipment-evidence')
      .upload(`${id}/reports/${key}/photo-1.jpg`, new TextEncoder().encode('kept'), {
        contentType: 'image/jpeg',
      });
    expect(earlier.error).toBeNull();
    send(driver);
    await outboxEmpty();
    expect((await stored(id)).map((r) => [r.key, r.kind, r.photos])).toEqual([
      [key, 'delivery', [`${id}/reports/${key}/photo-1.jpg`]],
    ]);
  });

  it('resumes a file from the upload URL kept in the outbox: only the missing bytes are sent', async () => {
    const id = await shipment(true);
    // 7 MB: the first 6 MiB chunk goes with the creation, the rest in a PATCH.
    const big = new Uint8Array(7 * 1024 * 1024).map((_, at) => at % 251);
    const key = await saveReport(
      draft(id, 'collection'),
      [{ ...photo('big'), blob: new Blob([big], { type: 'image/jpeg' }) }],
      null,
    );
    const driver = await signedInDriver();
    const { data } = await driver.auth.getSession();
    // An earlier attempt that stopped after the first chunk, its URL kept as the sender keeps it.
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(new Blob([big], { type: 'image/jpeg' }), {
        endpoint: `${stack.apiUrl}/storage/v1/upload/resumable`,
        retryDelays: null,
        uploadDataDuringCreation: true,
        storeFingerprintForResuming: false,
        chunkSize: 6 * 1024 * 1024,
        headers: {
          authorization: `Bearer ${data.session!.access_token}`,
          apikey: stack.anonKey,
          'x-upsert': 'false',
        },
        metadata: {
          bucketName: 'shipment-evidence',
          objectName: `${id}/reports/${key}/photo-1.jpg`,
          contentType: 'image/jpeg',
          cacheControl: '3600',
        },
        onChunkComplete: () => void upload.abort().then(() => resolve(upload.url!), reject),
        onError: reject,
      });
      upload.start();
    });
    await updateFile(key, 'photo-1.jpg', { uploadUrl });
    // What tus-js-client asks (it sends through XMLHttpRequest): method and URL of each request.
    const requests: string[] = [];
    // eslint-disable-next-line @typescript-eslint/unbound-method -- applied to its XHR below
    const originalOpen = XMLHttpRequest.prototype.open;
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (
      this: XMLHttpRequest,
      ...args: unknown[]
    ) {
      requests.push(`${String(args[0])} ${String(args[1])}`);
      Reflect.apply(originalOpen, this, args);
    });
    send(driver);
    await outboxEmpty();
    open.mockRestore();
    expect(requests).toEqual([`HEAD ${uploadUrl}`, `PATCH ${uploadUrl}`]);
    const { data: stored } = await driver.storage
      .from('shipment-evidence')
      .download(`${id}/reports/${key}/photo-1.jpg`);
    const bytes = Buffer.from(await stored!.arrayBuffer());
    expect([bytes.length, bytes.equals(Buffer.from(big))]).toEqual([big.length, true]);
  });

  it('keeps the report and says needs_sign_in when the session is gone, and sends it after a sign-in', async () => {
    const id = await shipment(true);
    const key = await saveReport(draft(id, 'position'), [], null);
    const driver = client();
    send(driver);
    await vi.waitFor(() =>
      expect(senderStatus().lastError).toEqual({
        code: 'needs_sign_in',
        message: 'The session has ended: sign in again.',
      }),
    );
    expect((await waitingReports()).map((report) => report.key)).toEqual([key]);
    expect(await stored(id)).toEqual([]);
    const { error } = await driver.auth.signInWithPassword({
      email: driverEmail,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    await outboxEmpty();
    expect((await stored(id)).map((report) => report.key)).toEqual([key]);
    await vi.waitFor(() => expect(senderStatus().lastError).toBeNull());
  });

  it('sends in save order, and a refused report holds back only its own shipment', async () => {
    const ours = await shipment(true);
    const other = await shipment(false);
    const keys = [
      await saveReport(draft(ours, 'collection'), [photo('c')], null),
      await saveReport(draft(other, 'collection'), [], null),
      await saveReport(draft(ours, 'position'), [], null),
      await saveReport(draft(other, 'position'), [], null),
      await saveReport(draft(ours, 'delivery'), [photo('d')], null),
    ];
    send(await signedInDriver());
    await vi.waitFor(
      async () => expect((await waitingReports()).map((r) => r.key)).toEqual([keys[1], keys[3]]),
      { timeout: 20_000 },
    );
    expect((await stored(ours)).map((r) => [r.key, r.kind])).toEqual([
      [keys[0], 'collection'],
      [keys[2], 'position'],
      [keys[4], 'delivery'],
    ]);
    expect(await stored(other)).toEqual([]);
    const [refused, waiting] = await waitingReports();
    expect(refused!.refusal).toEqual({
      code: 'not_assigned',
      message: expect.any(String) as string,
    });
    // The later report of that shipment was never tried: it waits behind the refused one.
    expect(waiting!.refusal).toBeNull();
  });
});
