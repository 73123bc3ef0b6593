/**
 * Uploads (src/http/routes/object/createObject.ts, updateObject.ts, uploadSignedObject.ts); a
 * PUT to a signed upload URL writes as service with the owner and upsert its token carries.
 */
import { route } from '../context';
import { sendJson } from '../http';
import { mustBeValidBucketName } from '../limits';
import { verifyObjectToken } from '../signed-tokens';
import { uploadFromRequest } from '../upload-object';
import { queryString } from '../validate';

const TOKEN_QUERY = {
  type: 'object',
  properties: { token: { type: 'string' } },
  required: ['token'],
};

/** POST creates (`x-upsert: true` overwrites), PUT always overwrites: both as the caller. */
function callerUpload(method: 'POST' | 'PUT', operation: string) {
  return route({
    method,
    pattern: '/object/:bucketName/*',
    operation,
    auth: 'required',
    handle: async (call) => {
      const target = {
        bucketId: call.params.bucketName!,
        objectName: call.params['*']!,
        owner: call.caller.sub,
        upsert: method === 'PUT' || call.req.headers['x-upsert'] === 'true',
      };
      const { storage, req, asCaller, asService } = call;
      const { id, key } = await uploadFromRequest(storage, req, asCaller, asService, target);
      sendJson(call.res, 200, { Id: id, Key: key });
    },
  });
}

export const uploadRoutes = [
  // Before the PUT of a bucket's object: `upload` is no bucket here.
  route<{ token: string }>({
    method: 'PUT',
    pattern: '/object/upload/sign/:bucketName/*',
    operation: 'storage.object.upload_signed',
    auth: 'none',
    input: queryString(TOKEN_QUERY),
    handle: async (call) => {
      const bucketId = call.params.bucketName!;
      const objectName = call.params['*']!;
      mustBeValidBucketName(bucketId);
      const token = await verifyObjectToken(
        call.input.token,
        call.storage.jwtSecret,
        bucketId,
        objectName,
      );
      const { key } = await uploadFromRequest(
        call.storage,
        call.req,
        call.asService,
        call.asService,
        {
          bucketId,
          objectName,
          owner: typeof token.owner === 'string' ? token.owner : undefined,
          upsert: token.upsert === true,
        },
      );
      sendJson(call.res, 200, { Key: key });
    },
  }),
  callerUpload('POST', 'storage.object.upload'),
  callerUpload('PUT', 'storage.object.upload_update'),
];
