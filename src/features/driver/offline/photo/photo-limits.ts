import type { PhotoRefusal } from './processed-photo';

/** Far above any phone camera's JPEG (8–12 MB at 50 MP); the 40 MB case is refused. */
export const MAX_PHOTO_BYTES = 30 * 1024 * 1024;
const MAX_LONG_EDGE = 2048;
/** "Typically ≤ 600 KB" (issue #52): the quality steps down until a photo fits. */
export const TARGET_PHOTO_BYTES = 600 * 1024;
export const JPEG_QUALITIES = [0.8, 0.7, 0.6, 0.5] as const;

/** What the size alone refuses, before a byte is read. */
export function sizeRefusal(bytes: number): PhotoRefusal | null {
  if (bytes === 0) return 'empty';
  if (bytes > MAX_PHOTO_BYTES) return 'too_large';
  return null;
}

/** The size that fits MAX_LONG_EDGE, keeping the aspect ratio; never enlarged. */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_LONG_EDGE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
