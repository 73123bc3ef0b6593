import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';

import { readCaptureTime, withOnlyCaptureTime } from './capture-time';
import { headerSegments } from './jpeg-segments';
import { exifSegment, TAG } from './tiff-block';

/** A real 16 × 8 baseline JPEG (jpeg-js), as a camera would start it: SOI, JFIF, then the rest. */
function plainJpeg(): Uint8Array {
  const data = Buffer.alloc(16 * 8 * 4, 0x80);
  return new Uint8Array(jpeg.encode({ data, width: 16, height: 8 }, 90).data);
}

/** Inserts segments right after SOI, as a camera puts its EXIF block first. */
function withSegments(base: Uint8Array, ...segments: Uint8Array[]): Uint8Array {
  return Uint8Array.from([
    ...base.subarray(0, 2),
    ...segments.flatMap((s) => [...s]),
    ...base.subarray(2),
  ]);
}

/** A phone camera's EXIF: make, model, orientation, GPS position and the capture time. */
const cameraExif = exifSegment({
  ifd0: [
    { tag: TAG.make, type: 'ascii', value: 'PhoneMaker' },
    { tag: TAG.model, type: 'ascii', value: 'Model X12' },
    { tag: TAG.orientation, type: 'short', value: 6 },
  ],
  exif: [
    { tag: TAG.dateTimeOriginal, type: 'ascii', value: '2026:12:07 18:31:02' },
    { tag: TAG.offsetTimeOriginal, type: 'ascii', value: '+02:00' },
  ],
  gps: [
    { tag: 0x0001, type: 'ascii', value: 'N' },
    {
      tag: TAG.gpsLatitude,
      type: 'rational',
      value: [
        [44, 1],
        [25, 1],
        [3012, 100],
      ],
    },
  ],
});
const comment = Uint8Array.from([0xff, 0xfe, 0x00, 0x0a, ...Buffer.from('Secret!!')]);

const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);
const markersOf = (bytes: Uint8Array) => headerSegments(bytes).segments.map((s) => s.marker);

describe('readCaptureTime', () => {
  it('reads DateTimeOriginal and OffsetTimeOriginal of a camera block', () => {
    expect(readCaptureTime(withSegments(plainJpeg(), cameraExif))).toEqual({
      dateTimeOriginal: '2026:12:07 18:31:02',
      offsetTimeOriginal: '+02:00',
    });
  });

  it('is null without EXIF, with a malformed time, or for a truncated block', () => {
    expect(readCaptureTime(plainJpeg())).toBeNull();
    const badTime = exifSegment({
      ifd0: [],
      exif: [{ tag: TAG.dateTimeOriginal, type: 'ascii', value: '<script>' }],
    });
    expect(readCaptureTime(withSegments(plainJpeg(), badTime))).toBeNull();
    const truncated = cameraExif.slice();
    truncated[2] = 0;
    truncated[3] = 20; // the segment now ends inside the TIFF header's IFD
    expect(readCaptureTime(withSegments(plainJpeg(), truncated))).toBeNull();
  });
});

describe('withOnlyCaptureTime', () => {
  const original = withSegments(plainJpeg(), cameraExif, comment);

  it('keeps the capture time and nothing else of the camera block', () => {
    const time = readCaptureTime(original);
    const out = withOnlyCaptureTime(original, time);
    // Exactly this EXIF block: IFD0 with only the Exif IFD pointer, which holds the two tags.
    const expected = Uint8Array.from([
      ...[0xff, 0xe1, 0x00, 0x5c, ...Buffer.from('Exif\0\0')],
      ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08],
      ...[0x00, 0x01, 0x87, 0x69, 0x00, 0x04, 0, 0, 0, 1, 0, 0, 0, 0x1a, 0, 0, 0, 0],
      ...[0x00, 0x02],
      ...[0x90, 0x03, 0x00, 0x02, 0, 0, 0, 20, 0, 0, 0, 0x38],
      ...[0x90, 0x11, 0x00, 0x02, 0, 0, 0, 7, 0, 0, 0, 0x4c],
      ...[0, 0, 0, 0],
      ...Buffer.from('2026:12:07 18:31:02\0'),
      ...Buffer.from('+02:00\0\0'),
    ]);
    const segments = headerSegments(out).segments;
    const app1 = segments.find((s) => s.marker === 0xe1)!;
    expect(out.subarray(app1.start, app1.end)).toEqual(expected);
    expect(readCaptureTime(out)).toEqual(time);
  });

  it('removes GPS, make, model, orientation and comments, and the JPEG still decodes', () => {
    const out = withOnlyCaptureTime(original, readCaptureTime(original));
    for (const text of ['PhoneMaker', 'Model X12', 'Secret!!']) {
      expect(contains(original, text)).toBe(true);
      expect(contains(out, text)).toBe(false);
    }
    // GPS IFD pointer (0x8825) and orientation (0x0112) entries are gone with the whole block.
    expect(contains(out, '\x88\x25')).toBe(false);
    expect(contains(out, '\x01\x12\x00\x03')).toBe(false);
    expect(markersOf(out).filter((m) => m >= 0xe0 && m <= 0xfe)).toEqual([0xe0, 0xe1]);
    const decoded = jpeg.decode(out);
    expect([decoded.width, decoded.height]).toEqual([16, 8]);
  });

  it('writes no EXIF block at all when the photo had no capture time', () => {
    const out = withOnlyCaptureTime(original, null);
    expect(markersOf(out).filter((m) => m >= 0xe0 && m <= 0xfe)).toEqual([0xe0]);
    expect(readCaptureTime(out)).toBeNull();
  });
});
