/**
 * Where @tus/server hands over to Storage, hook by hook as hosted does (supabase/storage
 * src/http/routes/tus/lifecycle.ts): the upload's name, the permission asked of the core on
 * creation and on every PATCH and DELETE (and on a signed HEAD), the commit of a finished upload,
 * and refusals answered in plain text with their real status.
 */
import { ERRORS, Metadata, type ServerOptions, type Upload } from '@tus/server';

import {
  isResumableRefusal,
  type ResumableGrant,
  type ResumablePort,
  type ResumableUploadTarget,
} from '../resumable-port';
import { TusAnswer } from './tus-answer';
import type { UploadFiles } from './upload-files';
import { uploadLocation } from './upload-location';
import { contentTypeOf, storedCacheControl, userMetadataOf } from './upload-metadata';
import { nameFromUrlSegment, newUploadName, parseUploadName } from './upload-name';
import { asksUpsert, callerOf, isSignedPath } from './upload-request';

type UploadHooks = Required<
  Pick<
    ServerOptions,
    | 'namingFunction'
    | 'getFileIdFromRequest'
    | 'generateUrl'
    | 'onIncomingRequest'
    | 'onUploadCreate'
    | 'onUploadFinish'
    | 'onResponseError'
  >
>;

function targetOf(
  name: string,
  upload: Pick<Upload, 'metadata' | 'size'>,
  req: Request,
): ResumableUploadTarget {
  const parts = parseUploadName(name);
  if (!parts) throw new TusAnswer(ERRORS.FILE_NOT_FOUND);
  return {
    bucketId: parts.bucketId,
    objectName: parts.objectName,
    contentType: contentTypeOf(upload.metadata),
    size: upload.size ?? 0,
    upsert: asksUpsert(req),
  };
}

/** The upload a creation asks for, read from its headers (@tus/server has validated them). */
function requestedUpload(req: Request): Pick<Upload, 'metadata' | 'size'> {
  const metadata = req.headers.get('upload-metadata');
  return {
    metadata: metadata ? Metadata.parse(metadata) : undefined,
    size: Number(req.headers.get('upload-length')),
  };
}

export function uploadHooks(port: ResumablePort, files: UploadFiles, publicPath: string) {
  // What each request was permitted, from its check to its commit.
  const grants = new WeakMap<Request, ResumableGrant>();
  // Uploads being committed: a second request that ends one too (a zero-byte PATCH) must not
  // commit it again.
  const committing = new Set<string>();

  const hooks: UploadHooks = {
    namingFunction(_req, metadata) {
      if (!metadata) throw new TusAnswer({ status_code: 400, body: 'Metadata header is required' });
      const bucketId = metadata.bucketName ?? '';
      // The name is read back by splitting at its first '/'; bucket names never have one.
      if (bucketId.includes('/')) {
        throw new TusAnswer({ status_code: 400, body: 'Bucket name invalid' });
      }
      return newUploadName(bucketId, metadata.objectName ?? '');
    },

    getFileIdFromRequest: (_req, lastPath) =>
      lastPath === undefined ? undefined : nameFromUrlSegment(lastPath),

    generateUrl: (req, where) => uploadLocation(req, where, isSignedPath(req.url, publicPath)),

    async onIncomingRequest(req, name) {
      const signed = isSignedPath(req.url, publicPath);
      // Hosted lets anyone who has an upload's URL ask its offset; a signed one checks the token.
      if (req.method === 'HEAD' && !signed) return;
      const caller = callerOf(req, signed);
      const upload = req.method === 'POST' ? requestedUpload(req) : await files.getUpload(name);
      grants.set(req, await port.authorize(caller, targetOf(name, upload, req)));
    },

    onUploadCreate: (_req, upload) =>
      Promise.resolve({
        metadata: {
          ...upload.metadata,
          cacheControl: storedCacheControl(upload.metadata?.cacheControl),
        },
      }),

    async onUploadFinish(req, upload) {
      const grant = grants.get(req);
      // Every request that can end an upload (POST, PATCH) was permitted first.
      if (!grant || committing.has(upload.id)) throw new TusAnswer(ERRORS.FILE_NOT_FOUND);
      committing.add(upload.id);
      try {
        // Still there: not committed and forgotten by a request that ended it before this one.
        await files.getUpload(upload.id);
        await port.commit({
          ...targetOf(upload.id, upload, req),
          ...grant, // its upsert, not the header's: a signed token decides for itself
          filePath: files.filePath(upload.id),
          cacheControl: upload.metadata?.cacheControl ?? 'no-cache',
          userMetadata: userMetadataOf(upload.metadata),
        });
      } finally {
        // Committed or refused, the upload is over: no partial object stays behind.
        await files.discard(upload.id).catch((error: unknown) => {
          console.error('[storage] removing a finished upload:', error);
        });
        committing.delete(upload.id);
      }
      return { headers: { 'Tus-Complete': '1' } };
    },

    onResponseError(_req, error) {
      if (isResumableRefusal(error)) {
        // Hosted checks sizes through @tus/server's own limit, whose words TUS clients see.
        const body = error.status === 413 ? ERRORS.ERR_MAX_SIZE_EXCEEDED.body : error.message;
        return { status_code: error.status, body };
      }
      if (error instanceof Error && !(error instanceof TusAnswer)) {
        console.error('[storage] resumable upload:', error);
      }
      return undefined;
    },
  };
  return hooks;
}
