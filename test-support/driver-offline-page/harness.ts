/**
 * The page the driver-upload bench drives in Chromium: the real offline part (photo processing,
 * outbox, sender) against the stack, and the straight upload it is compared with.
 */
import { createClient } from '@supabase/supabase-js';

import type { Database } from '../../common/database.types';
import { onOutboxChange } from '../../src/features/driver/offline/outbox/outbox-changes';
import { waitingReports } from '../../src/features/driver/offline/outbox/outbox-records';
import { saveReport } from '../../src/features/driver/offline/outbox/save-report';
import { processPhoto } from '../../src/features/driver/offline/photo/process-photo';
import type { ProcessedPhoto } from '../../src/features/driver/offline/photo/processed-photo';
import { startSender } from '../../src/features/driver/offline/sender/start-sender';
import { cameraPhoto } from './camera-photo';
import type { DriverUploadHarness } from './harness-api';

const params = new URLSearchParams(location.search);
const supabaseUrl = params.get('api') ?? '';
const anonKey = params.get('key') ?? '';
const supabase = createClient<Database>(supabaseUrl, anonKey);

let originals: File[] = [];
let processed: ProcessedPhoto[] = [];

async function untilSent(): Promise<void> {
  await new Promise<void>((resolve) => {
    const check = async () => {
      if ((await waitingReports()).length > 0) return;
      stop();
      resolve();
    };
    const stop = onOutboxChange(() => void check());
    void check();
  });
}

const bench: DriverUploadHarness = {
  async signIn(email: string, password: string) {
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw error;
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
  startSender() {
    startSender({ supabase, auth: supabase.auth, supabaseUrl, anonKey }, { retryDelaysMs: [500] });
  },
  untilSent,
  /** The same compressed bytes as plain Storage uploads, one after the other. */
  async uploadStraight(trackingNumber: string): Promise<number> {
    const folder = `${trackingNumber}/reports/${crypto.randomUUID()}`;
    const started = performance.now();
    for (const [index, photo] of processed.entries()) {
      const { error } = await supabase.storage
        .from('shipment-evidence')
        .upload(`${folder}/photo-${index + 1}.jpg`, photo.blob, { contentType: 'image/jpeg' });
      if (error) throw error;
    }
    return performance.now() - started;
  },
};

window.bench = bench;
