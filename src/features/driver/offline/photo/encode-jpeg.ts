import { JPEG_QUALITIES, TARGET_PHOTO_BYTES } from './photo-limits';

/** A drawing surface: OffscreenCanvas where there is one (off the main thread's DOM), else canvas. */
function surface(width: number, height: number) {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    return {
      context: canvas.getContext('2d'),
      encode: (quality: number) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d'),
    encode: (quality: number) =>
      new Promise<Blob>((resolve, reject) => {
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave nothing'))),
          'image/jpeg',
          quality,
        );
      }),
  };
}

/** The image drawn at the given size and encoded as JPEG, stepping the quality down to fit. */
export async function encodeJpeg(image: ImageBitmap, width: number, height: number): Promise<Blob> {
  const { context, encode } = surface(width, height);
  if (!context) throw new Error('no 2d context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  let blob: Blob | null = null;
  for (const quality of JPEG_QUALITIES) {
    blob = await encode(quality);
    if (blob.size <= TARGET_PHOTO_BYTES) break;
  }
  return blob!;
}
