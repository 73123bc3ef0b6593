/**
 * Signed URLs (src/http/routes/object/getSignedURL.ts, getSignedURLs.ts,
 * getSignedUploadURL.ts): made for objects the caller can see (or, for uploads, may write),
 * opened later with no other credential. Image transformations are off, as in the CLI's
 * config template, so a `transform` is ignored and the URL is a plain `/object/sign/` one.
 */
import { route } from '../context';
import { sendJson } from '../http';
import { mustBeValidBucketName, mustBeValidKey } from '../limits';
import { mustFindObjectAs } from '../object-rows';
import { inScope } from '../scope';
import { signUrlToken } from '../signed-tokens';
import { mayUpload } from '../upload-object';
import { declaredLength, headerMetadata } from '../upload-source';
import { jsonBody, unusedBody } from '../validate';

const EXPIRES_IN = { type: 'integer', minimum: 1 };

const SIGN_BODY = {
  type: 'object',
  properties: { expiresIn: EXPIRES_IN, transform: { type: 'object' } },
  required: ['expiresIn'],
};

const SIGN_MANY_BODY = {
  type: 'object',
  properties: {
    expiresIn: EXPIRES_IN,
    paths: { type: 'array', items: { type: 'string' }, minItems: 1 },
  },
  required: ['expiresIn', 'paths'],
};

const NOT_VISIBLE = 'Either the object does not exist or you do not have access to it';

export const signingRoutes = [
  route<{ expiresIn: number }>({
    method: 'POST',
    pattern: '/object/sign/:bucketName/*',
    operation: 'storage.object.sign',
    auth: 'required',
    input: jsonBody(SIGN_BODY),
    handle: async (call) => {
      const bucketId = call.params.bucketName!;
      const name = call.params['*']!;
      mustBeValidBucketName(bucketId);
      mustBeValidKey(bucketId, name);
      await mustFindObjectAs(call.storage.pool, call.asCaller, bucketId, name);
      // The URL as the request named it, decoded as the server decodes it (decodeURI).
      const path = call.url.split('?')[0]!.split('/').slice(3).join('/');
      const url = decodeURI(path);
      const token = await signUrlToken({ url }, call.storage.jwtSecret, call.input.expiresIn);
      sendJson(call.res, 200, { signedURL: `/object/sign/${url}?token=${token}` });
    },
  }),
  route<{ expiresIn: number; paths: string[] }>({
    method: 'POST',
    pattern: '/object/sign/:bucketName',
    operation: 'storage.object.sign_many',
    auth: 'required',
    input: jsonBody(SIGN_MANY_BODY),
    handle: async (call) => {
      const bucketId = call.params.bucketName!;
      const { expiresIn, paths } = call.input;
      mustBeValidBucketName(bucketId);
      const { rows } = await inScope(call.storage.pool, call.asCaller, (db) =>
        db.query<{ name: string }>(
          'select name from storage.objects where bucket_id = $1 and name = any ($2)',
          [bucketId, paths],
        ),
      );
      const visible = new Set(rows.map((row) => row.name));
      const signed = await Promise.all(
        paths.map(async (path) => {
          if (!visible.has(path)) return { error: NOT_VISIBLE, path, signedURL: null };
          const url = `${bucketId}/${path}`;
          const token = await signUrlToken({ url }, call.storage.jwtSecret, expiresIn);
          return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
        }),
      );
      sendJson(call.res, 200, signed);
    },
  }),
  route({
    method: 'POST',
    pattern: '/object/upload/sign/:bucketName/*',
    operation: 'storage.object.sign_upload_url',
    auth: 'required',
    input: unusedBody(false),
    handle: async (call) => {
      const bucketId = call.params.bucketName!;
      const objectName = call.params['*']!;
      mustBeValidBucketName(bucketId);
      const upsert = call.req.headers['x-upsert'] === 'true';
      const owner = call.caller.sub;
      await mayUpload(
        call.storage,
        call.asCaller,
        { bucketId, objectName, owner, upsert },
        {
          mimetype: call.req.headers['content-type'],
          contentLength: declaredLength(call.req),
        },
        headerMetadata(call.req.headers['x-metadata']),
      );
      const url = `${bucketId}/${objectName}`;
      const token = await signUrlToken(
        { owner, url, upsert },
        call.storage.jwtSecret,
        call.storage.signedUploadExpirySeconds,
      );
      sendJson(call.res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token });
    },
  }),
];
