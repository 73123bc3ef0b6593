/**
 * The page the driver-upload bench and the photo test drive in Chromium: the real offline part (photo processing,
 * outbox, sender) against the stack, and the straight upload it is compared with.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import type { Database } from '../../common/database.types';
import { onOutboxChange } from '../../src/features/driver/offline/outbox/outbox-changes';
import { waitingReports } from '../../src/features/driver/offline/outbox/outbox-records';
import { saveReport } from '../../src/features/driver/offline/outbox/save-report';
import { processPhoto } from '../../src/features/driver/offline/photo/process-photo';
import type { ProcessedPhoto } from '../../src/features/driver/offline/photo/processed-photo';
import { startSender } from '../../src/features/driver/offline/sender/start-sender';
import { cameraPhoto } from './camera-photo';
import type { DriverUploadHarness, PhotoSummary } from './harness-api';

const anonKey = new URLSearchParams(location.search).get('key') ?? '';
// Made by connect(): the photo test uses the page without any backend.
let supabase: SupabaseClient<Database> | null = null;
let stopSender = () => {};

let originals: File[] = [];
let processed: ProcessedPhoto[] = [];

// When the browser said the network is back: the sender starts from the same event.
let onlineAt = Number.NaN;
addEventListener('online', () => {
  onlineAt = performance.now();
});

function untilSent(): Promise<number> {
  return new Promise((resolve) => {
    const check = async () => {
      if ((await waitingReports()).length > 0) return;
      stop();
      resolve(performance.now() - onlineAt);
    };
    const stop = onOutboxChange(() => void check());
    void check();
  });
}

/** What a test reads of processPhoto's answer: the refusal, or the photo and its first bytes. */
async function summary(file: File): Promise<PhotoSummary> {
  const result = await processPhoto(file);
  if (!result.ok) return { ok: false, reason: result.reason };
  const { blob, width, height, type, capturedAt } = result.photo;
  const head = new Uint8Array(await blob.slice(0, 4096).arrayBuffer());
  return { ok: true, width, height, type, size: blob.size, capturedAt, head: [...head] };
}

const bench: DriverUploadHarness = {
  processBytes: (bytes, type) => summary(new File([Uint8Array.from(bytes)], 'picked', { type })),
  processZeros: (size) =>
    summary(new File([new Uint8Array(size)], 'picked.jpg', { type: 'image/jpeg' })),
  processCameraPhoto: (index) => summary(originals[index]!),
  async connect(supabaseUrl: string, email: string, password: string) {
    stopSender();
    const client = createClient<Database>(supabaseUrl, anonKey, {
      auth: { storageKey: supabaseUrl },
    });
    supabase = client;
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
    stopSender = startSender(
      { supabase: client, auth: client.auth, supabaseUrl, anonKey },
      { retryDelaysMs: [500] },
    );
  },
  async makePhotos(count: number, targetBytes: number): Promise<number[]> {
    originals = [];
    for (let seed = 1; seed <= count; seed += 1)
      originals.push(await cameraPhoto(seed, targetBytes));
    return originals.map((file) => file.size);
  },
  /** Processes the photos and keeps the report in the outbox, as the collection screen does. */
  async capture(trackingNumber: string) {
    const started = performance.now();
    processed = [];
    for (const file of originals) {
      const result = await processPhoto(file);
      if (!result.ok) throw new Error(`photo refused: ${result.reason}`);
      processed.push(result.photo);
    }
    const processMs = performance.now() - started;
    const key = await saveReport(
      {
        trackingNumber,
        kind: 'collection',
        recordedAt: new Date().toISOString(),
        position: { lat: 44.4268, lng: 26.1025 },
        place: null,
        damage: { state: 'none' },
        note: null,
        name: 'Ion Popescu',
        reservations: null,
        handedOver: { documents: 'CMR', keys: true },
      },
      processed,
      null,
    );
    return {
      key,
      sizes: processed.map((photo) => photo.blob.size),
      dimensions: processed.map((photo): [number, number] => [photo.width, photo.height]),
      processMs,
    };
  },
  untilSent,
  /** The same compressed bytes as plain Storage uploads, one after the other. */
  async uploadStraight(trackingNumber: string, atOnce: number): Promise<number> {
    const folder = `${trackingNumber}/reports/${crypto.randomUUID()}`;
    const waiting = [...processed.entries()];
    const files = supabase?.storage.from('shipment-evidence');
    if (!files) throw new Error('connect() first');
    const worker = async () => {
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        const [index, photo] = next;
        const { error } = await files.upload(`${folder}/photo-${index + 1}.jpg`, photo.blob, {
          contentType: 'image/jpeg',
        });
        if (error) throw error;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: atOnce }, worker));
    return performance.now() - started;
  },
};

window.bench = bench;
