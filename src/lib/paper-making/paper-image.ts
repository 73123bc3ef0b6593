import type { PaperImage } from '@/lib/papers/paper-data';

/** The image types a paper prints, told by their first bytes (a stored file's name may lie). */
function imageType(bytes: Uint8Array): PaperImage['type'] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return png.every((byte, index) => bytes[index] === byte) ? 'image/png' : null;
}

/** A stored photo or signature as a paper prints it: its bytes as stored, if JPEG or PNG. */
function paperImage(bytes: Uint8Array): PaperImage | null {
  const type = imageType(bytes);
  return type ? { bytes, type } : null;
}

/**
 * Fetches a file by its signed URL for a paper. A file that cannot be fetched or is no JPEG or
 * PNG throws: a paper never leaves out a photo or a signature without saying so.
 */
async function fetchPaperImage(url: string): Promise<PaperImage> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`a report file answered ${response.status}`);
  const image = paperImage(new Uint8Array(await response.arrayBuffer()));
  if (!image) throw new Error('a report file is neither JPEG nor PNG');
  return image;
}

/** A report's file by the URL signed for its object path; no URL for it throws. */
export function fetchSignedPaperImage(
  urls: ReadonlyMap<string, string>,
  path: string,
): Promise<PaperImage> {
  const url = urls.get(path);
  if (!url) return Promise.reject(new Error(`no signed URL for ${path}`));
  return fetchPaperImage(url);
}
