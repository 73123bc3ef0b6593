import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { useConfigFiles } from '../../test-support/config-files';
import { ramInBytes, readStorageConfig } from './config';

const configFile = useConfigFiles('storage-config');

describe('ramInBytes (docker/go-units RAMInBytes, as the CLI reads sizes)', () => {
  it.each([
    ['5MB', 5 * 1024 * 1024],
    ['5MiB', 5 * 1024 * 1024],
    ['5mib', 5 * 1024 * 1024],
    ['10 k', 10 * 1024],
    ['1.5G', 1.5 * 1024 ** 3],
    ['512', 512],
    [2048, 2048],
  ] as const)('reads %s as %i bytes', (value, bytes) => {
    expect(ramInBytes(value, 'x')).toBe(bytes);
  });

  it('refuses what go-units refuses, naming the key', () => {
    expect(() => ramInBytes('5 MB extra', '[storage] file_size_limit')).toThrow(
      /\[storage\] file_size_limit: invalid size: '5 MB extra'/,
    );
  });
});

describe('readStorageConfig', () => {
  it("reads the project's bucket", () => {
    expect(readStorageConfig()).toEqual({
      enabled: true,
      fileSizeLimit: 50 * 1024 * 1024,
      buckets: [
        {
          name: 'shipment-evidence',
          public: false,
          fileSizeLimit: 10 * 1024 * 1024,
          allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        },
      ],
    });
  });

  it('gives a bucket without a limit the global one and leaves unset keys out', async () => {
    const file = await configFile(
      '[storage]\nfile_size_limit = "2MB"\n\n[storage.buckets.plain]\nallowed_mime_types = []\nobjects_path = "./seed/plain"\n',
    );
    expect(readStorageConfig(file)).toEqual({
      enabled: true,
      fileSizeLimit: 2 * 1024 * 1024,
      buckets: [
        {
          name: 'plain',
          fileSizeLimit: 2 * 1024 * 1024,
          objectsPath: join(file, '..', 'seed', 'plain'),
        },
      ],
    });
  });

  it('refuses a bucket name the CLI refuses', async () => {
    const file = await configFile('[storage.buckets."a/b"]\npublic = true\n');
    expect(() => readStorageConfig(file)).toThrow(/Invalid Bucket name: a\/b\./);
  });
});
