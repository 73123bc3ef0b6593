import { exifSegment, TAG } from '../../src/features/driver/offline/photo/tiff-block';

/**
 * A phone camera's photo, made in the page: 4000 × 3000, a scene of soft shapes with sensor
 * noise (so JPEG cannot shrink it to nothing), encoded at the quality that brings it near the
 * wanted size, with the EXIF a phone writes (make, model, orientation, GPS, capture time).
 */
const WIDTH = 4000;
const HEIGHT = 3000;

function scene(seed: number): ImageData {
  const image = new ImageData(WIDTH, HEIGHT);
  const data = image.data;
  let state = seed * 2654435761;
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const noise = ((state >>> 0) % 41) - 20;
      const at = (y * WIDTH + x) * 4;
      const shade = 110 + 70 * Math.sin(x / (180 + seed * 13)) * Math.cos(y / 240);
      data[at] = shade + noise;
      data[at + 1] = shade * 0.9 + ((x >> 6) & 31) + noise;
      data[at + 2] = 90 + ((y >> 5) & 63) + noise;
      data[at + 3] = 255;
    }
  }
  return image;
}

const cameraExif = exifSegment({
  ifd0: [
    { tag: TAG.make, type: 'ascii', value: 'PhoneMaker' },
    { tag: TAG.model, type: 'ascii', value: 'Model X12' },
    { tag: TAG.orientation, type: 'short', value: 1 },
  ],
  exif: [
    { tag: TAG.dateTimeOriginal, type: 'ascii', value: '2026:12:07 18:31:02' },
    { tag: TAG.offsetTimeOriginal, type: 'ascii', value: '+02:00' },
  ],
  gps: [
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

export async function cameraPhoto(seed: number, targetBytes: number): Promise<File> {
  const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
  canvas.getContext('2d')!.putImageData(scene(seed), 0, 0);
  let best: Blob | null = null;
  for (let low = 0.5, high = 1, step = 0; step < 6; step += 1) {
    const quality = (low + high) / 2;
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    if (!best || Math.abs(blob.size - targetBytes) < Math.abs(best.size - targetBytes)) best = blob;
    if (blob.size > targetBytes) high = quality;
    else low = quality;
  }
  const bytes = new Uint8Array(await best!.arrayBuffer());
  // The camera's EXIF block right after SOI, where phones put it.
  return new File([bytes.subarray(0, 2), cameraExif, bytes.subarray(2)], `IMG_${seed}.jpg`, {
    type: 'image/jpeg',
  });
}
