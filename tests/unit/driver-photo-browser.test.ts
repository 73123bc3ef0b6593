/**
 * processPhoto in Chromium (issue #52 item 4): the canvas path jsdom cannot run. A phone's
 * 4000 × 3000 photo of about 4 MB with make, model, GPS and capture time comes out ≤ 2048 px,
 * ≤ 600 KB, a JPEG whose only EXIF is the capture time; a photo the camera stored sideways
 * (orientation 6) comes out upright; empty, 40 MB, text and broken files are refused with
 * their reason. The page is the one the driver-upload bench drives (test-support/driver-offline-page/).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import jpeg from 'jpeg-js';
import { type Browser, chromium, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chromiumArgs, resolveChromium } from '../../dev-support/chromium';
import { serveStatic, type StaticHost } from '../../dev-support/static-host';
import { readCaptureTime } from '../../src/features/driver/offline/photo/capture-time';
import { headerSegments } from '../../src/features/driver/offline/photo/jpeg-segments';
import { exifSegment, TAG } from '../../src/features/driver/offline/photo/tiff-block';
import { buildHarness } from '../../test-support/driver-offline-page/build-harness';
import type { PhotoSummary } from '../../test-support/driver-offline-page/harness-api';

let folder: string;
let host: StaticHost;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'driver-photo-'));
  await buildHarness(folder);
  host = await serveStatic(folder, 'files-first');
  const { executablePath } = await resolveChromium();
  browser = await chromium.launch({ executablePath, args: chromiumArgs });
  page = await browser.newPage();
  await page.goto(`${host.url}/index.html`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await rm(folder, { recursive: true, force: true });
});

const processBytes = (bytes: Uint8Array, type: string) =>
  page.evaluate(({ bytes, type }) => window.bench.processBytes(bytes, type), {
    bytes: [...bytes],
    type,
  });

function photoOf(summary: PhotoSummary) {
  if (!summary.ok) throw new Error(`refused: ${summary.reason}`);
  return { ...summary, head: Uint8Array.from(summary.head) };
}

/** A real JPEG of the given size (jpeg-js), its left half red, with this EXIF block after SOI. */
function jpegWithExif(width: number, height: number, exif: Uint8Array): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  for (let at = 0; at < width * height; at += 1) {
    const left = at % width < width / 2;
    data.set(left ? [255, 0, 0, 255] : [0, 0, 255, 255], at * 4);
  }
  const plain = jpeg.encode({ data, width, height }, 95).data;
  return Uint8Array.from([...plain.subarray(0, 2), ...exif, ...plain.subarray(2)]);
}

describe('processPhoto in Chromium', () => {
  it("makes a phone's 4 MB photo ≤ 2048 px and ≤ 600 KB, keeping only the capture time", async () => {
    const [original] = await page.evaluate(() => window.bench.makePhotos(1, 4 * 1024 * 1024));
    expect(original).toBeGreaterThan(3.5 * 1024 * 1024);
    const photo = photoOf(await page.evaluate(() => window.bench.processCameraPhoto(0)));
    expect([photo.width, photo.height, photo.type]).toEqual([2048, 1536, 'image/jpeg']);
    expect(photo.size).toBeLessThanOrEqual(600 * 1024);
    expect(photo.capturedAt).toBe('2026:12:07 18:31:02');
    expect(readCaptureTime(photo.head)).toEqual({
      dateTimeOriginal: '2026:12:07 18:31:02',
      offsetTimeOriginal: '+02:00',
    });
    const text = Buffer.from(photo.head);
    for (const camera of ['PhoneMaker', 'Model X12']) expect(text.includes(camera)).toBe(false);
    expect(text.includes(Buffer.from([0x88, 0x25]))).toBe(false); // GPS IFD pointer
    // One EXIF block (APP1) after JFIF, no other application segment or comment.
    const appSegments = headerSegments(photo.head)
      .segments.map((s) => s.marker)
      .filter((marker) => marker >= 0xe0);
    expect(appSegments.filter((marker) => marker <= 0xef || marker === 0xfe)).toEqual([0xe0, 0xe1]);
  });

  it('applies the orientation the camera wrote: a sideways 40 × 20 photo comes out 20 × 40', async () => {
    const sideways = exifSegment({
      ifd0: [{ tag: TAG.orientation, type: 'short', value: 6 }],
    });
    const photo = photoOf(await processBytes(jpegWithExif(40, 20, sideways), 'image/jpeg'));
    expect([photo.width, photo.height]).toEqual([20, 40]);
    // Turned 90° clockwise: the left (red) half is now on top, the blue one below.
    expect(photo.size).toBeLessThan(4096); // all of it is in `head`
    const upright = jpeg.decode(photo.head);
    const colour = (x: number, y: number) => {
      const at = (y * upright.width + x) * 4;
      const [red, , blue] = upright.data.subarray(at, at + 3);
      return red! > 200 && blue! < 60 ? 'red' : blue! > 200 && red! < 60 ? 'blue' : 'other';
    };
    expect([colour(10, 5), colour(10, 35)]).toEqual(['red', 'blue']);
    expect(photo.capturedAt).toBeNull();
    expect(readCaptureTime(photo.head)).toBeNull();
  });

  it('takes a PNG and gives a JPEG', async () => {
    const image = new PNG({ width: 30, height: 10 });
    image.data.fill(200);
    const photo = photoOf(await processBytes(PNG.sync.write(image), 'image/png'));
    expect([photo.width, photo.height, photo.type]).toEqual([30, 10, 'image/jpeg']);
  });

  it('refuses an empty file, a 40 MB one, a text file and a broken JPEG, each with its reason', async () => {
    expect(await page.evaluate(() => window.bench.processZeros(0))).toEqual({
      ok: false,
      reason: 'empty',
    });
    expect(await page.evaluate(() => window.bench.processZeros(40 * 1024 * 1024))).toEqual({
      ok: false,
      reason: 'too_large',
    });
    const text = new TextEncoder().encode('Lieferschein 4711: 2 Paletten');
    expect(await processBytes(text, 'image/jpeg')).toEqual({ ok: false, reason: 'unsupported' });
    const broken = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...new Uint8Array(200)]);
    expect(await processBytes(broken, 'image/jpeg')).toEqual({ ok: false, reason: 'unreadable' });
  });
});
