/**
 * Listing (src/http/routes/object/listObjects.ts, listObjectsV2.ts): `list()` one folder level
 * through `storage.search` with offset paging, `listV2()` by cursor; both as the caller, so
 * row-level security hides what it hides.
 */
import { route } from '../context';
import { OBJECT_FIELDS, sendJson, shape } from '../http';
import { mustBeValidBucketName } from '../limits';
import { listObjectsV2, type ListV2Options } from '../list-v2';
import { inScope } from '../scope';
import { jsonBody } from '../validate';

const LIST_BODY = {
  type: 'object',
  properties: {
    prefix: { type: 'string' },
    limit: { type: 'integer', minimum: 1 },
    offset: { type: 'integer', minimum: 0 },
    sortBy: {
      type: 'object',
      properties: {
        column: { type: 'string', enum: ['name', 'updated_at', 'created_at', 'last_accessed_at'] },
        order: { type: 'string', enum: ['asc', 'desc'] },
      },
      required: ['column'],
    },
    search: { type: 'string' },
  },
  required: ['prefix'],
};

const LIST_V2_BODY = {
  type: 'object',
  properties: {
    prefix: { type: 'string' },
    limit: { type: 'integer', minimum: 1 },
    cursor: { type: 'string' },
    with_delimiter: { type: 'boolean' },
    sortBy: {
      type: 'object',
      properties: {
        column: { type: 'string', enum: ['name', 'updated_at', 'created_at'] },
        order: { type: 'string', enum: ['asc', 'desc'] },
      },
      required: ['column'],
    },
  },
};

interface ListBody {
  prefix: string;
  limit?: number;
  offset?: number;
  sortBy?: { column: string; order?: string };
  search?: string;
}

export const listRoutes = [
  route<ListBody>({
    method: 'POST',
    pattern: '/object/list/:bucketName',
    operation: 'storage.object.list',
    auth: 'required',
    input: jsonBody(LIST_BODY),
    handle: async (call) => {
      const bucketId = call.params.bucketName!;
      mustBeValidBucketName(bucketId);
      const { limit, offset, sortBy, search } = call.input;
      // The server reads the prefix as a folder.
      const prefix =
        call.input.prefix && !call.input.prefix.endsWith('/')
          ? `${call.input.prefix}/`
          : call.input.prefix;
      const { rows } = await inScope(call.storage.pool, call.asCaller, (db) =>
        db.query('select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)', [
          prefix,
          bucketId,
          limit ?? 100,
          prefix.split('/').length,
          offset ?? 0,
          search ?? '',
          sortBy?.column ?? 'name',
          sortBy?.order ?? 'asc',
        ]),
      );
      sendJson(
        call.res,
        200,
        rows.map((row: Record<string, unknown>) => shape(row, OBJECT_FIELDS)),
      );
    },
  }),
  route<ListV2Options>({
    method: 'POST',
    pattern: '/object/list-v2/:bucketName',
    operation: 'storage.object.list_v2',
    auth: 'required',
    errorsWithCode: true,
    input: jsonBody(LIST_V2_BODY),
    handle: async (call) => {
      const bucketId = call.params.bucketName!;
      mustBeValidBucketName(bucketId);
      const result = await inScope(call.storage.pool, call.asCaller, (db) =>
        listObjectsV2(db, bucketId, call.input),
      );
      sendJson(call.res, 200, result);
    },
  }),
];
