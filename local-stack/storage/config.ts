/**
 * `[storage]` of supabase/config.toml as the Supabase CLI reads it (supabase/cli
 * pkg/config/storage.go, config.go `sizeInBytes` and the bucket fallbacks,
 * `ValidateBucketName`): sizes in go-units' binary units, each bucket's limit defaulting to the
 * global one, `objects_path` relative to the supabase folder.
 */
import path from 'node:path';

import { CONFIG_TOML_PATH, readConfigToml, section } from '../project-config';
import { BUCKET_NAME } from './limits';

export interface ConfiguredBucket {
  name: string;
  /** Absent: not sent, the server's default (false). */
  public?: boolean;
  fileSizeLimit: number;
  /** Absent or empty: not sent. */
  allowedMimeTypes?: string[];
  /** Absolute folder whose files are uploaded into the bucket. */
  objectsPath?: string;
}

export interface StorageConfig {
  enabled: boolean;
  /** Bytes. */
  fileSizeLimit: number;
  buckets: ConfiguredBucket[];
}

/** The CLI's template value for `[storage] file_size_limit`. */
const DEFAULT_FILE_SIZE_LIMIT = '50MiB';

/**
 * docker/go-units `RAMInBytes`: a number with an optional unit (k, m, g, t, p; `i` and `b`
 * optional, any case), binary multiples: `5MB` = `5MiB` = 5242880. A TOML integer is bytes.
 */
export function ramInBytes(value: unknown, what: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?) ?([kmgtp])?i?b?$/i.exec(value) : null;
  if (!match) throw new Error(`${CONFIG_TOML_PATH}: ${what}: invalid size: '${String(value)}'`);
  const power = match[2] ? 'kmgtp'.indexOf(match[2].toLowerCase()) + 1 : 0;
  return Math.trunc(Number(match[1]) * 1024 ** power);
}

function stringList(value: unknown, what: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`${CONFIG_TOML_PATH}: ${what} must be a list of strings`);
  }
  return value;
}

export function readStorageConfig(file = CONFIG_TOML_PATH): StorageConfig {
  const storage = section(readConfigToml(file), 'storage');
  const enabled = storage.enabled ?? true;
  if (typeof enabled !== 'boolean')
    throw new Error(`${file}: [storage] enabled must be true or false`);
  const fileSizeLimit = ramInBytes(
    storage.file_size_limit ?? DEFAULT_FILE_SIZE_LIMIT,
    '[storage] file_size_limit',
  );
  const declared = section(storage, 'buckets');
  const buckets = Object.keys(declared).map((name): ConfiguredBucket => {
    if (!BUCKET_NAME.test(name)) {
      throw new Error(
        `${file}: Invalid Bucket name: ${name}. Only lowercase letters, numbers, dots, hyphens, and spaces are allowed. (${BUCKET_NAME.source})`,
      );
    }
    const table = section(declared, name);
    const where = `[storage.buckets.${name}]`;
    if (table.public !== undefined && typeof table.public !== 'boolean') {
      throw new Error(`${file}: ${where} public must be true or false`);
    }
    if (table.objects_path !== undefined && typeof table.objects_path !== 'string') {
      throw new Error(`${file}: ${where} objects_path must be a folder`);
    }
    const limit =
      table.file_size_limit === undefined
        ? 0
        : ramInBytes(table.file_size_limit, `${where} file_size_limit`);
    const types = stringList(table.allowed_mime_types, `${where} allowed_mime_types`);
    return {
      name,
      ...(table.public !== undefined ? { public: table.public } : {}),
      fileSizeLimit: limit || fileSizeLimit,
      ...(types && types.length > 0 ? { allowedMimeTypes: types } : {}),
      ...(table.objects_path
        ? { objectsPath: path.resolve(path.dirname(file), table.objects_path) }
        : {}),
    };
  });
  return { enabled, fileSizeLimit, buckets };
}
