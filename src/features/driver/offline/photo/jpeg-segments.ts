/**
 * The header segments of a JPEG (everything before the scan), read without decoding: where the
 * EXIF block is, and what to keep when it is replaced.
 */
export interface JpegSegment {
  marker: number;
  /** Offset of the segment's 0xFF marker byte. */
  start: number;
  /** Offset just past the segment. */
  end: number;
}

const SOI = 0xd8;
const SOS = 0xda;

export const APP0 = 0xe0;
export const APP1 = 0xe1;
export const COM = 0xfe;

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && bytes[1] === SOI;
}

/**
 * The header segments one by one, up to the start of scan; a reader that needs one segment stops
 * early, so a file's first kilobytes are enough.
 */
export function* segmentsOf(bytes: Uint8Array): Generator<JpegSegment, number> {
  if (!isJpeg(bytes)) throw new Error('not a JPEG');
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`no marker at ${at}`);
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === SOS) return at;
    const end = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    if (end > bytes.length) throw new Error(`segment at ${at} runs past the end`);
    yield { marker, start: at, end };
    at = end;
  }
  throw new Error('no start of scan');
}

/** The segments before the start of scan, and where the scan (SOS onwards) begins. */
export function headerSegments(bytes: Uint8Array): { segments: JpegSegment[]; scanStart: number } {
  const segments: JpegSegment[] = [];
  const walk = segmentsOf(bytes);
  for (;;) {
    const step = walk.next();
    if (step.done) return { segments, scanStart: step.value };
    segments.push(step.value);
  }
}

/** The payload of a segment (after marker and length). */
export function payloadOf(bytes: Uint8Array, segment: JpegSegment): Uint8Array {
  return bytes.subarray(segment.start + 4, segment.end);
}
