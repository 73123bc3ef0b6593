/**
 * Moving, copying and deleting (src/http/routes/object/moveObject.ts, copyObject.ts,
 * deleteObjects.ts, deleteObject.ts).
 */
import { route } from '../context';
import { OBJECT_FIELDS, sendJson, shape } from '../http';
import { copyObject, deleteObject, moveObject, removeObjects } from '../object-changes';
import { headerMetadata } from '../upload-source';
import { jsonBody } from '../validate';

const TRANSFER = {
  bucketId: { type: 'string' },
  sourceKey: { type: 'string' },
  destinationBucket: { type: 'string' },
  destinationKey: { type: 'string' },
};

const MOVE_BODY = {
  type: 'object',
  properties: TRANSFER,
  required: ['bucketId', 'sourceKey', 'destinationKey'],
};

const COPY_BODY = {
  type: 'object',
  properties: {
    ...TRANSFER,
    metadata: {
      type: 'object',
      properties: { cacheControl: { type: 'string' }, mimetype: { type: 'string' } },
    },
    copyMetadata: { type: 'boolean' },
  },
  required: ['sourceKey', 'bucketId', 'destinationKey'],
};

const REMOVE_BODY = {
  type: 'object',
  properties: { prefixes: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  required: ['prefixes'],
};

interface TransferBody {
  bucketId: string;
  sourceKey: string;
  destinationBucket?: string;
  destinationKey: string;
}

export const changeRoutes = [
  route<TransferBody>({
    method: 'POST',
    pattern: '/object/move',
    operation: 'storage.object.move',
    auth: 'required',
    input: jsonBody(MOVE_BODY),
    handle: async (call) => {
      const { bucketId, sourceKey, destinationKey, destinationBucket } = call.input;
      await moveObject(call.storage, call.asCaller, call.asService, {
        bucketId,
        sourceKey,
        destinationBucket: destinationBucket || bucketId,
        destinationKey,
        owner: call.caller.sub,
      });
      sendJson(call.res, 200, { message: 'Successfully moved' });
    },
  }),
  route<
    TransferBody & {
      metadata?: { cacheControl?: string; mimetype?: string };
      copyMetadata?: boolean;
    }
  >({
    method: 'POST',
    pattern: '/object/copy',
    operation: 'storage.object.copy',
    auth: 'required',
    input: jsonBody(COPY_BODY),
    handle: async (call) => {
      const { bucketId, sourceKey, destinationKey, destinationBucket, metadata } = call.input;
      const { key, row } = await copyObject(call.storage, call.asCaller, call.asService, {
        bucketId,
        sourceKey,
        destinationBucket: destinationBucket || bucketId,
        destinationKey,
        owner: call.caller.sub,
        upsert: call.req.headers['x-upsert'] === 'true',
        copyMetadata: call.input.copyMetadata ?? true,
        metadata,
        userMetadata: headerMetadata(call.req.headers['x-metadata']),
      });
      sendJson(call.res, 200, {
        Id: row.id,
        Key: key,
        ...shape(row, OBJECT_FIELDS),
      });
    },
  }),
  route<{ prefixes: string[] }>({
    method: 'DELETE',
    pattern: '/object/:bucketName',
    operation: 'storage.object.delete_many',
    auth: 'required',
    input: jsonBody(REMOVE_BODY),
    handle: async (call) => {
      const rows = await removeObjects(
        call.storage,
        call.asCaller,
        call.params.bucketName!,
        call.input.prefixes,
      );
      sendJson(
        call.res,
        200,
        rows.map((row) => shape(row, OBJECT_FIELDS)),
      );
    },
  }),
  route({
    method: 'DELETE',
    pattern: '/object/:bucketName/*',
    operation: 'storage.object.delete',
    auth: 'required',
    handle: async (call) => {
      await deleteObject(
        call.storage,
        call.asCaller,
        call.asService,
        call.params.bucketName!,
        call.params['*']!,
      );
      sendJson(call.res, 200, { message: 'Successfully deleted' });
    },
  }),
];
