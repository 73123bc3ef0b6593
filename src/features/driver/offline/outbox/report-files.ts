import type { ProcessedPhoto } from '../photo/processed-photo';

export const SIGNATURE_FILE = 'signature.png';

/** A report's files by their names in its folder (ON-THE-ROAD.md: photo-1.jpg, signature.png). */
export function reportFiles(photos: ProcessedPhoto[], signature: Blob | null) {
  return [
    ...photos.map((photo, index) => ({
      name: `photo-${index + 1}.jpg`,
      type: photo.type,
      blob: photo.blob,
    })),
    ...(signature ? [{ name: SIGNATURE_FILE, type: 'image/png', blob: signature }] : []),
  ];
}

/** The object path of a report's file in shipment-evidence. */
export function objectPath(trackingNumber: string, key: string, name: string): string {
  return `${trackingNumber}/reports/${key}/${name}`;
}
