import type { ProcessedPhoto } from '../photo/processed-photo';

/** A report's files by their names in its folder (ON-THE-ROAD.md: photo-1.jpg, signature.png). */
export function reportFiles(photos: ProcessedPhoto[], signature: Blob | null) {
  return [
    ...photos.map((photo, index) => ({ name: `photo-${index + 1}.jpg`, blob: photo.blob })),
    ...(signature ? [{ name: 'signature.png', blob: signature }] : []),
  ].map(({ name, blob }) => ({ name, type: blob.type || typeOfName(name), blob }));
}

function typeOfName(name: string): string {
  return name.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

/** The object path of a report's file in shipment-evidence. */
export function objectPath(trackingNumber: string, key: string, name: string): string {
  return `${trackingNumber}/reports/${key}/${name}`;
}
