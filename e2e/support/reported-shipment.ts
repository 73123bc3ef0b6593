/**
 * A shipment with a collection report as a driver's phone sends it (issue #52), with a real
 * JPEG photo and a PNG signature in the evidence bucket: what the papers of issue #54 print.
 */
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';

import { newDriverAccount } from '../../test-support/accounts';
import { anonClient } from '../../test-support/database';
import { cameraPhotos } from './driver-screens';
import { assignedShipment } from './driver-shipments';
import type { E2eEnv } from './e2e-env';

const BUCKET = 'shipment-evidence';

/** A signature as the pad stores it: a dark stroke on white, PNG. */
function signaturePng(): Buffer {
  const png = new PNG({ width: 300, height: 100 });
  for (let y = 0; y < 100; y += 1) {
    for (let x = 0; x < 300; x += 1) {
      const stroke = Math.abs(y - 50 - Math.round(20 * Math.sin(x / 20))) < 3;
      const at = (y * 300 + x) * 4;
      png.data.set(stroke ? [20, 30, 90, 255] : [255, 255, 255, 255], at);
    }
  }
  return PNG.sync.write(png);
}

/** Shipment `id` assigned to a new driver, who reports its collection with a photo. */
export async function reportedShipment(page: Page, env: E2eEnv, id: string): Promise<void> {
  const driver = await newDriverAccount(env);
  await assignedShipment(env, driver.userId, id);
  const phone = anonClient(env);
  const signedIn = await phone.auth.signInWithPassword(driver);
  if (signedIn.error) throw signedIn.error;
  const key = randomUUID();
  const folder = `${id}/reports/${key}`;
  const [photo] = await cameraPhotos(page, 1);
  const files = [
    { path: `${folder}/photo-1.jpg`, bytes: photo!.buffer, type: 'image/jpeg' },
    { path: `${folder}/signature.png`, bytes: signaturePng(), type: 'image/png' },
  ];
  for (const file of files) {
    const stored = await phone.storage
      .from(BUCKET)
      .upload(file.path, file.bytes, { contentType: file.type });
    if (stored.error) throw stored.error;
  }
  const sent = await phone.rpc('submit_shipment_report', {
    report: {
      idempotency_key: key,
      tracking_number: id,
      kind: 'collection',
      recorded_at: new Date(Date.now() - 60_000).toISOString(),
      position: { lat: 47.7267, lng: 10.3139 },
      place: 'Kempten, DE',
      damage: { state: 'marked', marks: [{ zone: 'left', text: 'Kratzer an der Tür' }] },
      note: 'Mit vier Gurten gesichert.',
      name: 'Jürgen Weiß',
      signature: files[1]!.path,
      photos: [files[0]!.path],
      handed_over: { documents: 'Rechnung 2026-118', keys: true },
      reservations: 'Spiegel links fehlt',
    },
  });
  if (sent.error) throw sent.error;
}
