import { APP0, APP1, COM, headerSegments, isJpeg, payloadOf, segmentsOf } from './jpeg-segments';
import { exifSegment, TAG, type TiffEntry } from './tiff-block';

/**
 * The one EXIF fact a photo keeps (DECISIONS 27): when it was taken. Read from the camera's
 * block by a small reader of our own rather than exifr: two tags of one IFD, checked against
 * their fixed formats, and the writer beside it shares the TIFF layout.
 */
export interface CaptureTime {
  /** "YYYY:MM:DD HH:MM:SS", the camera's local time. */
  dateTimeOriginal: string;
  /** "+HH:MM" / "-HH:MM", when the camera wrote it. */
  offsetTimeOriginal: string | null;
}

const DATE_TIME = /^\d{4}:\d{2}:\d{2} \d{2}:\d{2}:\d{2}$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

type Tags = Map<number, { type: number; count: number; at: number }>;

/** The TIFF structure of an "Exif\0\0" payload: its IFDs' entries, read with bounds checks. */
function tiffReader(tiff: Uint8Array) {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = String.fromCharCode(tiff[0] ?? 0, tiff[1] ?? 0);
  if (order !== 'II' && order !== 'MM') throw new Error('no TIFF byte order');
  const little = order === 'II';
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const ifd = (offset: number): Tags => {
    const tags: Tags = new Map();
    const count = u16(offset);
    for (let index = 0; index < count; index += 1) {
      const entry = offset + 2 + 12 * index;
      tags.set(u16(entry), { type: u16(entry + 2), count: u32(entry + 4), at: entry + 8 });
    }
    return tags;
  };
  const ascii = (tags: Tags, tag: number): string | null => {
    const entry = tags.get(tag);
    if (!entry || entry.type !== 2) return null;
    const start = entry.count > 4 ? u32(entry.at) : entry.at;
    if (start + entry.count > tiff.length) return null;
    const text = String.fromCharCode(...tiff.subarray(start, start + entry.count));
    return text.replace(/\0+$/, '');
  };
  const pointer = (tags: Tags, tag: number): number | null => {
    const entry = tags.get(tag);
    return entry && entry.type === 4 ? u32(entry.at) : null;
  };
  return { ifd0: () => ifd(u32(4)), ifd, ascii, pointer };
}

function exifPayload(jpeg: Uint8Array): Uint8Array | null {
  for (const segment of segmentsOf(jpeg)) {
    const payload = payloadOf(jpeg, segment);
    if (segment.marker === APP1 && String.fromCharCode(...payload.subarray(0, 6)) === 'Exif\0\0') {
      return payload.subarray(6);
    }
  }
  return null;
}

/** The capture time of a JPEG's EXIF block, or null (no block, no tag, or not well-formed). */
export function readCaptureTime(jpeg: Uint8Array): CaptureTime | null {
  if (!isJpeg(jpeg)) return null;
  try {
    const tiff = exifPayload(jpeg);
    if (!tiff) return null;
    const reader = tiffReader(tiff);
    const exifAt = reader.pointer(reader.ifd0(), TAG.exifIfd);
    if (exifAt === null) return null;
    const exif = reader.ifd(exifAt);
    const dateTimeOriginal = reader.ascii(exif, TAG.dateTimeOriginal);
    if (!dateTimeOriginal || !DATE_TIME.test(dateTimeOriginal)) return null;
    const offset = reader.ascii(exif, TAG.offsetTimeOriginal);
    return { dateTimeOriginal, offsetTimeOriginal: offset && OFFSET.test(offset) ? offset : null };
  } catch {
    // A broken block from a camera or an editor: the photo is kept, without a capture time.
    return null;
  }
}

/**
 * The JPEG with every APPn segment but JFIF (APP0) and every comment removed, and, when there
 * is a capture time, an EXIF block holding only it put after the JFIF segment.
 */
export function withOnlyCaptureTime(
  jpeg: Uint8Array,
  time: CaptureTime | null,
): Uint8Array<ArrayBuffer> {
  const { segments, scanStart } = headerSegments(jpeg);
  const isApp = (marker: number) => marker >= APP0 && marker <= 0xef;
  const kept = segments.filter((s) => s.marker !== COM && (s.marker === APP0 || !isApp(s.marker)));
  const exif: TiffEntry[] = time
    ? [
        { tag: TAG.dateTimeOriginal, type: 'ascii', value: time.dateTimeOriginal },
        ...(time.offsetTimeOriginal
          ? [
              {
                tag: TAG.offsetTimeOriginal,
                type: 'ascii',
                value: time.offsetTimeOriginal,
              } as const,
            ]
          : []),
      ]
    : [];
  const parts: Uint8Array[] = [jpeg.subarray(0, 2)];
  const jfif = kept.filter((s) => s.marker === APP0);
  const rest = kept.filter((s) => s.marker !== APP0);
  for (const s of jfif) parts.push(jpeg.subarray(s.start, s.end));
  if (time) parts.push(exifSegment({ ifd0: [], exif }));
  for (const s of rest) parts.push(jpeg.subarray(s.start, s.end));
  parts.push(jpeg.subarray(scanStart));
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
