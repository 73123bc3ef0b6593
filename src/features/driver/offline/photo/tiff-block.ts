/**
 * A minimal EXIF block (APP1 "Exif\0\0" + big-endian TIFF): IFD0, and the Exif and GPS IFDs
 * it points to. The photo path writes only the capture time with it; tests also build camera
 * EXIF (make, GPS, orientation) with it, to check that none of it survives.
 */
export type TiffEntry =
  | { tag: number; type: 'ascii'; value: string }
  | { tag: number; type: 'short' | 'long'; value: number }
  | { tag: number; type: 'rational'; value: [number, number][] };

export interface ExifTree {
  ifd0: TiffEntry[];
  exif?: TiffEntry[];
  gps?: TiffEntry[];
}

export const TAG = {
  make: 0x010f,
  model: 0x0110,
  orientation: 0x0112,
  exifIfd: 0x8769,
  gpsIfd: 0x8825,
  dateTimeOriginal: 0x9003,
  offsetTimeOriginal: 0x9011,
  gpsLatitude: 0x0002,
} as const;

const TYPE_CODE = { ascii: 2, short: 3, long: 4, rational: 5 } as const;
const TIFF_HEADER = [0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]; // "MM", 42, IFD0 at 8
const EXIF_ID = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"

/** An entry's value bytes, big-endian, and its count. */
function valueBytes(entry: TiffEntry): { count: number; bytes: number[] } {
  switch (entry.type) {
    case 'ascii': {
      const chars = [...entry.value].map((char) => char.charCodeAt(0) & 0x7f);
      return { count: chars.length + 1, bytes: [...chars, 0] };
    }
    case 'short':
      return { count: 1, bytes: [entry.value >> 8, entry.value & 0xff] };
    case 'long':
      return { count: 1, bytes: u32(entry.value) };
    case 'rational':
      return {
        count: entry.value.length,
        bytes: entry.value.flatMap(([top, bottom]) => [...u32(top), ...u32(bottom)]),
      };
  }
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

const evenLength = (bytes: number[]) => bytes.length + (bytes.length % 2);

function ifdSize(entries: TiffEntry[]): number {
  const data = entries
    .map((entry) => valueBytes(entry).bytes)
    .filter((bytes) => bytes.length > 4)
    .reduce((sum, bytes) => sum + evenLength(bytes), 0);
  return 2 + 12 * entries.length + 4 + data;
}

/** One IFD placed at `offset` (from the TIFF header), its long values right after it. */
function ifdBytes(entries: TiffEntry[], offset: number): number[] {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const head: number[] = [sorted.length >> 8, sorted.length & 0xff];
  const data: number[] = [];
  let dataOffset = offset + 2 + 12 * sorted.length + 4;
  for (const entry of sorted) {
    const { count, bytes } = valueBytes(entry);
    head.push(entry.tag >> 8, entry.tag & 0xff, 0, TYPE_CODE[entry.type], ...u32(count));
    if (bytes.length <= 4) {
      head.push(...bytes, ...Array<number>(4 - bytes.length).fill(0));
    } else {
      head.push(...u32(dataOffset));
      data.push(...bytes, ...(bytes.length % 2 ? [0] : []));
      dataOffset += evenLength(bytes);
    }
  }
  return [...head, 0, 0, 0, 0, ...data]; // no next IFD
}

/** The whole APP1 segment, marker and length included. */
export function exifSegment(tree: ExifTree): Uint8Array<ArrayBuffer> {
  const pointers: TiffEntry[] = [];
  const sizeWithPointers = ifdSize([
    ...tree.ifd0,
    ...(tree.exif ? [{ tag: TAG.exifIfd, type: 'long', value: 0 } as const] : []),
    ...(tree.gps ? [{ tag: TAG.gpsIfd, type: 'long', value: 0 } as const] : []),
  ]);
  let next = 8 + sizeWithPointers;
  const subIfds: { entries: TiffEntry[]; offset: number }[] = [];
  for (const [tag, entries] of [
    [TAG.exifIfd, tree.exif],
    [TAG.gpsIfd, tree.gps],
  ] as const) {
    if (!entries) continue;
    pointers.push({ tag, type: 'long', value: next });
    subIfds.push({ entries, offset: next });
    next += ifdSize(entries);
  }
  const tiff = [
    ...TIFF_HEADER,
    ...ifdBytes([...tree.ifd0, ...pointers], 8),
    ...subIfds.flatMap(({ entries, offset }) => ifdBytes(entries, offset)),
  ];
  const length = 2 + EXIF_ID.length + tiff.length;
  if (length > 0xffff) throw new Error('EXIF block too long');
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...EXIF_ID, ...tiff]);
}
