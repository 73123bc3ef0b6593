/** A photo ready for the outbox: resized, re-encoded, with no EXIF but its capture time. */
export interface ProcessedPhoto {
  blob: Blob;
  type: 'image/jpeg';
  width: number;
  height: number;
  /** The picked file's size, for the bench's bytes-sent ratio and the screen. */
  originalBytes: number;
  /** EXIF DateTimeOriginal as written by the camera ("2026:12:07 18:30:00"), or null. */
  capturedAt: string | null;
}

export type PhotoRefusal = 'unsupported' | 'empty' | 'too_large' | 'unreadable';

export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; reason: PhotoRefusal };
