/**
 * Uploads (src/http/routes/object/createObject.ts, updateObject.ts, uploadSignedObject.ts):
 * POST creates (`x-upsert: true` overwrites), PUT always overwrites, PUT to a signed upload URL
 * writes as service with the owner and upsert its token carries.
 */
import { route } from '../context';
import { sendJson } from '../http';
import { mustBeValidBucketName } from '../limits';
import { verifyObjectToken } from '../signed-tokens';
import { uploadFromRequest } from '../upload-object';
import { validated } from '../validate';

const TOKEN_QUERY = {
  type: 'object',
  properties: { token: { type: 'string' } },
  required: ['token'],
};

export const uploadRoutes = [
  // Before the PUT of a bucket's object: `upload` is no bucket here.
  route<{ token: string }>({
    method: 'PUT',
    pattern: '/object/upload/sign/:bucketName/*',
    operation: 'storage.object.upload_signed',
    auth: 'none',
    input: ({ query }) =>
      Promise.resolve(validated('querystring', TOKEN_QUERY, Object.fromEntries(query))),
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
  route({
    method: 'POST',
    pattern: '/object/:bucketName/*',
    operation: 'storage.object.upload',
    auth: 'required',
    handle: async (call) => {
      const { id, key } = await uploadFromRequest(
        call.storage,
        call.req,
        call.asCaller,
        call.asService,
        {
          bucketId: call.params.bucketName!,
          objectName: call.params['*']!,
          owner: call.caller.sub,
          upsert: call.req.headers['x-upsert'] === 'true',
        },
      );
      sendJson(call.res, 200, { Id: id, Key: key });
    },
  }),
  route({
    method: 'PUT',
    pattern: '/object/:bucketName/*',
    operation: 'storage.object.upload_update',
    auth: 'required',
    handle: async (call) => {
      const { id, key } = await uploadFromRequest(
        call.storage,
        call.req,
        call.asCaller,
        call.asService,
        {
          bucketId: call.params.bucketName!,
          objectName: call.params['*']!,
          owner: call.caller.sub,
          upsert: true,
        },
      );
      sendJson(call.res, 200, { Id: id, Key: key });
    },
  }),
];
