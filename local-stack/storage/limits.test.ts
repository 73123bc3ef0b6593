import { describe, expect, it } from 'vitest';

import { StorageError } from './errors';
import { mustBeAllowedMimeType, mustBeValidKey, parseFileSizeToBytes } from './limits';
import { sniffType } from './sniff-type';

function refusal(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof StorageError ? `${error.statusCode} ${error.message}` : String(error);
  }
}

describe('mustBeAllowedMimeType (hosted: same type and subtype, or type/*)', () => {
  it.each([
    ['image/png', ['image/*'], undefined],
    ['image/png', ['image/png'], undefined],
    ['image/png', ['image/jpeg'], '415 mime type image/png is not supported'],
    [
      'text/plain;charset=UTF-8',
      ['text/plain'],
      '415 mime type text/plain;charset=UTF-8 is not supported',
    ],
    ['IMAGE/png', ['image/*'], '415 mime type IMAGE/png is not supported'],
    ['image/png', ['*'], '415 mime type image/png is not supported'],
    ['png', ['image/*'], '415 mime type png is not supported'],
  ])('%s against %j', (type, allowed, answer) => {
    expect(refusal(() => mustBeAllowedMimeType(type, allowed))).toBe(answer);
  });
});

describe('mustBeValidKey', () => {
  it.each([
    ['folder/photo (1).jpg', undefined],
    ['a/../b.txt', '400 Invalid key: a/../b.txt'],
    ['./b.txt', '400 Invalid key: ./b.txt'],
    ['tab\there.txt', '400 Invalid key: tab\there.txt'],
    ['café.txt', '400 Invalid key: café.txt'],
    ['', '400 Invalid key: '],
  ])('%j', (key, answer) => {
    expect(refusal(() => mustBeValidKey('bucket', key))).toBe(answer);
  });

  it('refuses a name that would not fit in an S3 key on hosted', () => {
    expect(refusal(() => mustBeValidKey('bucket', 'a'.repeat(959)))).toBeUndefined();
    expect(refusal(() => mustBeValidKey('bucket', 'a'.repeat(960)))).toMatch(/^400 Invalid key:/);
  });
});

describe('parseFileSizeToBytes (decimal units, as the bucket API reads them)', () => {
  it.each([
    ['20MB', 20_000_000],
    ['1kb', 1000],
    ['1.5GB', 1_500_000_000],
    ['3B', 3],
  ])('%s', (value, bytes) => {
    expect(parseFileSizeToBytes(value)).toBe(bytes);
  });
});

describe('sniffType (what the CLI gives a seeded file)', () => {
  it.each([
    [Buffer.from('%PDF-1.7'), 'note.bin', 'application/pdf'],
    [Buffer.from('89504e470d0a1a0a', 'hex'), 'x', 'image/png'],
    [Buffer.from('ffd8ffe0', 'hex'), 'x', 'image/jpeg'],
    [Buffer.from('{"a":1}'), 'data.json', 'application/json'],
    [Buffer.from('plain'), 'readme', 'text/plain; charset=utf-8'],
    [Buffer.from('<!DOCTYPE html><p>'), 'page.txt', 'text/html; charset=utf-8'],
    [Buffer.from([0, 1, 2, 3]), 'x.json', 'application/octet-stream'],
  ])('%s named %s', (bytes, name, type) => {
    expect(sniffType(bytes, name)).toBe(type);
  });
});
