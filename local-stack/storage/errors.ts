/**
 * Storage's errors as supabase/storage v1.60.2 answers them (src/internal/errors/codes.ts,
 * storage-error.ts, http/error-handler.ts): the body's `statusCode` is the real code as a
 * string, the HTTP status is 400 unless the code is 500 or the server sets one (416, 403 role
 * checks). Routes whose 4xx answers go through the `errorSchema` (all but list-v2) send only
 * `statusCode`, `error` and `message`; the others send `code` too.
 */
import type { DatabaseError } from 'pg';

export class StorageError extends Error {
  constructor(
    /** The real status, sent as the body's `statusCode` string. */
    readonly statusCode: number,
    readonly code: string,
    /** The legacy `error` label (`Bucket not found`, `Duplicate`, …), else the code. */
    readonly label: string,
    message: string,
    /** The HTTP status when the server sets one; otherwise 400 (500 for 500). */
    readonly httpStatus = statusCode === 500 ? 500 : 400,
  ) {
    super(message);
  }

  /** The JSON body; `withCode` for routes without the errorSchema and for 5xx answers. */
  body(withCode: boolean): Record<string, string> {
    const statusCode = String(this.statusCode);
    if (withCode || this.httpStatus >= 500) {
      return { statusCode, code: this.code, error: this.label, message: this.message };
    }
    return { statusCode, error: this.label, message: this.message };
  }
}

const error = (statusCode: number, code: string, message: string, label = code) =>
  new StorageError(statusCode, code, label, message);

export const ERRORS = {
  noSuchBucket: () => error(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => error(404, 'NoSuchKey', 'Object not found', 'not_found'),
  /** A row whose file is gone: the S3 backend's 404, rendered by the asset renderer. */
  fileNotFound: () => error(404, 'NoSuchKey', 'The resource was not found', 'Not found'),
  keyAlreadyExists: () =>
    error(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    error(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  resourceAlreadyExists: () =>
    error(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  accessDenied: (message: string) => error(403, 'AccessDenied', message, 'Unauthorized'),
  entityTooLarge: (entity = 'object') =>
    error(
      413,
      'EntityTooLarge',
      `The ${entity} exceeded the maximum allowed size`,
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    error(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidKey: (key: string) => error(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => error(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  bucketNotEmpty: () =>
    error(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  tooManyObjectsToEmpty: () =>
    error(409, 'InvalidRequest', 'Unable to empty the bucket because it contains too many objects'),
  relatedResourceNotFound: () =>
    error(404, 'InvalidRequest', 'The related resource does not exist'),
  invalidFileSizeLimit: () =>
    error(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  noContentProvided: (message = 'No content provided') => error(400, 'InvalidRequest', message),
  invalidParameter: (name: string) => error(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidJwt: (message: string) => error(400, 'InvalidJWT', message),
  invalidSignature: () => error(400, 'InvalidSignature', 'Invalid signature'),
  featureNotEnabled: (resource: string) =>
    error(409, 'FeatureNotEnabled', `The feature ${resource} is not enabled for this resource`),
  invalidRange: () =>
    new StorageError(416, 'InvalidRange', 'invalid_range', 'invalid range provided', 416),
  internal: () => error(500, 'InternalError', 'Internal Server Error', 'Internal'),
};

/**
 * What Fastify itself refuses (schema validation, a body it cannot parse): its own status,
 * `error` = the error's name, code `InternalError` (error-handler.ts, "Fastify errors").
 */
export function fastifyError(status: number, name: string, message: string): StorageError {
  return new StorageError(status, 'InternalError', name, message, status);
}

/** A database error as the server maps it (storage/database/knex.ts `DBError.fromDBError`). */
export function fromDatabaseError(pgError: DatabaseError): StorageError {
  switch (pgError.code) {
    case '42501':
      return ERRORS.accessDenied(
        pgError.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : pgError.message,
      );
    case '23505':
      return ERRORS.resourceAlreadyExists();
    case '23503':
      return ERRORS.relatedResourceNotFound();
    case '22P02':
      return error(400, 'InvalidParameter', pgError.message);
    default:
      return error(500, 'DatabaseError', `database error, code: ${pgError.code ?? 'unknown'}`);
  }
}
