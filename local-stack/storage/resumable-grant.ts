/**
 * The Storage core's side of the resumable (TUS) uploads (resumable-port.ts): who may write
 * what, and the finished upload written as an object, as the server's TUS lifecycle does
 * (src/http/routes/tus/lifecycle.ts, index.ts `maxSize`). Refusals carry the status and message
 * hosted answers on TUS routes (the body is plain text there).
 */
import { randomUUID } from 'node:crypto';

import { authenticate, type Caller } from './caller';
import type { StorageContext } from './context';
import { StorageError } from './errors';
import { eTagOf } from './files';
import {
  GLOBAL_FILE_SIZE_LIMIT,
  mustBeAllowedMimeType,
  mustBeValidBucketName,
  mustBeValidKey,
} from './limits';
import type {
  FinishedResumableUpload,
  ResumableCaller,
  ResumableGrant,
  ResumablePort,
  ResumableRefusal,
  ResumableUploadTarget,
} from './resumable-port';
import type { Scope } from './scope';
import { verifyObjectToken } from './signed-tokens';
import { objectMetadata, storeVersion } from './store-object';
import { bucketLimits, mayUpload } from './upload-object';

/** A refusal (resumable-port.ts), thrown as an Error so it carries a stack. */
class Refusal extends Error implements ResumableRefusal {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function scopeOf(caller: Caller, operation: string): Scope {
  return {
    caller,
    request: { headers: {}, method: 'POST', path: '/upload/resumable' },
    operation,
  };
}

/** A StorageError as a TUS answer: its real status (404, 403, 413, 415, …) and message. */
function refusalOf(error: unknown): unknown {
  return error instanceof StorageError ? new Refusal(error.statusCode, error.message) : error;
}

export function createResumablePort(storage: StorageContext): ResumablePort {
  const asService = scopeOf(storage.service, 'storage.tus.upload.create');
  return {
    async authorize(who: ResumableCaller, target: ResumableUploadTarget): Promise<ResumableGrant> {
      let caller = storage.service;
      let owner: string | undefined;
      let upsert: boolean;
      if (who.kind === 'bearer') {
        try {
          caller = await authenticate(who.authorization, storage.jwtSecret, false);
        } catch (error) {
          // A bad token fails the route's JWT check: HTTP 400 with jose's message.
          throw new Refusal(400, (error as Error).message);
        }
        owner = caller.sub;
        upsert = target.upsert;
      } else {
        try {
          const token = await verifyObjectToken(
            who.token,
            storage.jwtSecret,
            target.bucketId,
            target.objectName,
          );
          owner = typeof token.owner === 'string' ? token.owner : undefined;
          upsert = token.upsert === true;
        } catch (error) {
          throw refusalOf(error);
        }
      }
      try {
        mustBeValidBucketName(target.bucketId);
        mustBeValidKey(target.bucketId, target.objectName);
        const bucket = await bucketLimits(storage, asService, target.bucketId);
        const limit = Math.min(
          bucket.file_size_limit || GLOBAL_FILE_SIZE_LIMIT,
          GLOBAL_FILE_SIZE_LIMIT,
        );
        if (target.size > limit) {
          throw new Refusal(413, 'Maximum size exceeded');
        }
        // As hosted's onCreate: a list, even an empty one, is checked.
        if (target.contentType && bucket.allowed_mime_types) {
          mustBeAllowedMimeType(target.contentType, bucket.allowed_mime_types);
        }
        await mayUpload(
          storage,
          scopeOf(caller, 'storage.tus.upload.create'),
          { bucketId: target.bucketId, objectName: target.objectName, owner, upsert },
          { mimetype: target.contentType, contentLength: target.size },
          undefined,
        );
      } catch (error) {
        throw refusalOf(error);
      }
      return { owner, upsert };
    },

    async commit(upload: FinishedResumableUpload): Promise<void> {
      try {
        const eTag = await eTagOf(upload.filePath);
        const version = randomUUID();
        const lastModified = await storage.files.commit(upload.filePath, version);
        await storeVersion(storage, scopeOf(storage.service, 'storage.tus.upload.part'), {
          bucketId: upload.bucketId,
          name: upload.objectName,
          owner: upload.owner,
          version,
          metadata: objectMetadata(
            { size: upload.size, eTag, lastModified },
            upload.contentType || 'application/octet-stream',
            upload.cacheControl,
          ),
          userMetadata: upload.userMetadata,
        });
      } catch (error) {
        throw refusalOf(error);
      }
    },

    maxSize: () => GLOBAL_FILE_SIZE_LIMIT,
  };
}
