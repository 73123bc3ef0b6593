import { describe, expect, it } from 'vitest';

import { imageTypeOf } from './image-type';
import { MAX_PHOTO_BYTES, scaledSize, sizeRefusal } from './photo-limits';

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('sizeRefusal', () => {
  it('refuses an empty file and a 40 MB one, and takes a camera photo', () => {
    expect(sizeRefusal(0)).toBe('empty');
    expect(sizeRefusal(40 * 1024 * 1024)).toBe('too_large');
    expect(sizeRefusal(MAX_PHOTO_BYTES + 1)).toBe('too_large');
    expect(sizeRefusal(MAX_PHOTO_BYTES)).toBeNull();
    expect(sizeRefusal(4 * 1024 * 1024)).toBeNull();
  });
});

describe('scaledSize', () => {
  it('fits the long edge to 2048 px in either orientation, never enlarging', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(scaledSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(scaledSize(9000, 10)).toEqual({ width: 2048, height: 2 });
  });
});

describe('imageTypeOf', () => {
  it('knows JPEG, PNG, WebP and HEIC by their first bytes, and nothing else', () => {
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(bytes('\x89PNG\r\n\x1a\n\0\0'))).toBe('image/png');
    expect(imageTypeOf(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(bytes('\0\0\0\x18ftypheic\0\0\0\0'))).toBe('image/heic');
    expect(imageTypeOf(bytes('\0\0\0\x18ftypmp42\0\0\0\0'))).toBeNull();
    expect(imageTypeOf(bytes('Lieferschein Nr. 4711'))).toBeNull();
    expect(imageTypeOf(new Uint8Array(0))).toBeNull();
  });
});
