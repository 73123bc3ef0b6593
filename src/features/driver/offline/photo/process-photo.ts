import { readCaptureTime, withOnlyCaptureTime } from './capture-time';
import { encodeJpeg } from './encode-jpeg';
import { imageTypeOf } from './image-type';
import { scaledSize, sizeRefusal } from './photo-limits';
import type { PhotoResult } from './processed-photo';

/** Decoded with the camera's orientation applied, or null when the browser cannot read it. */
async function decode(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/** A camera's EXIF block is an APP1 segment near the start, at most 64 KB long. */
async function exifHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 128 * 1024).arrayBuffer());
}

/**
 * A picked photo made fit for a phone's network (issue #52 item 4): refused with a reason the
 * screen words, or resized to ≤ 2048 px, re-encoded as JPEG, EXIF reduced to the capture time.
 */
export async function processPhoto(file: File): Promise<PhotoResult> {
  const refused = sizeRefusal(file.size);
  if (refused) return { ok: false, reason: refused };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = imageTypeOf(head);
  if (!type) return { ok: false, reason: 'unsupported' };
  const image = await decode(file);
  // HEIC is taken where the browser decodes it (Safari); elsewhere it is a type we cannot use.
  if (!image) return { ok: false, reason: type === 'image/heic' ? 'unsupported' : 'unreadable' };
  try {
    const { width, height } = scaledSize(image.width, image.height);
    const encoded = await encodeJpeg(image, width, height);
    const time = type === 'image/jpeg' ? readCaptureTime(await exifHead(file)) : null;
    const bytes = withOnlyCaptureTime(new Uint8Array(await encoded.arrayBuffer()), time);
    return {
      ok: true,
      photo: {
        blob: new Blob([bytes], { type: 'image/jpeg' }),
        type: 'image/jpeg',
        width,
        height,
        originalBytes: file.size,
        capturedAt: time?.dateTimeOriginal ?? null,
      },
    };
  } finally {
    image.close();
  }
}
