/** `/bucket` (src/http/routes/bucket/*.ts): list, get, create, update, empty, delete. */
import {
  type BucketSettings,
  createBucket,
  deleteBucket,
  emptyBucket,
  findBucket,
  type ListBucketOptions,
  listBuckets,
  updateBucket,
} from '../buckets';
import { route } from '../context';
import { BUCKET_FIELDS, sendJson, shape } from '../http';
import { jsonBody, queryString, unusedBody } from '../validate';

const FILE_SIZE_LIMIT = {
  anyOf: [
    { type: 'integer', nullable: true, minimum: 0 },
    { type: 'string', nullable: true },
  ],
};
const MIME_TYPES = { type: 'array', nullable: true, items: { type: 'string' } };

const LIST_QUERY = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1 },
    offset: { type: 'integer', minimum: 0 },
    sortColumn: { type: 'string', enum: ['id', 'name', 'created_at', 'updated_at'] },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
    search: { type: 'string' },
  },
};

const CREATE_BODY = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    id: { type: 'string' },
    public: { type: 'boolean' },
    type: { type: 'string', enum: ['STANDARD', 'ANALYTICS'] },
    file_size_limit: FILE_SIZE_LIMIT,
    allowed_mime_types: MIME_TYPES,
  },
  required: ['name'],
};

const UPDATE_BODY = {
  type: 'object',
  minProperties: 1,
  properties: {
    public: { type: 'boolean' },
    file_size_limit: FILE_SIZE_LIMIT,
    allowed_mime_types: MIME_TYPES,
  },
  anyOf: [
    { required: ['public'] },
    { required: ['file_size_limit'] },
    { required: ['allowed_mime_types'] },
  ],
};

interface SettingsBody {
  public?: boolean;
  file_size_limit?: number | string | null;
  allowed_mime_types?: string[] | null;
}

/** The body's settings; empty strings in the type list are dropped, as the routes do. */
function settingsOf(body: SettingsBody): BucketSettings {
  return {
    public: body.public,
    fileSizeLimit: body.file_size_limit,
    allowedMimeTypes: body.allowed_mime_types
      ? body.allowed_mime_types.filter((type) => type)
      : body.allowed_mime_types,
  };
}

export const bucketRoutes = [
  route<ListBucketOptions>({
    method: 'GET',
    pattern: '/bucket/',
    operation: 'storage.bucket.list',
    auth: 'required',
    input: queryString(LIST_QUERY),
    handle: async (call) => {
      const rows = await listBuckets(call.storage, call.asCaller, call.input);
      sendJson(
        call.res,
        200,
        rows.map((row) => shape(row, BUCKET_FIELDS)),
      );
    },
  }),
  route({
    method: 'GET',
    pattern: '/bucket/:bucketId',
    operation: 'storage.bucket.get',
    auth: 'required',
    handle: async (call) => {
      const row = await findBucket(call.storage, call.asCaller, call.params.bucketId!);
      sendJson(call.res, 200, shape(row, BUCKET_FIELDS));
    },
  }),
  route<SettingsBody & { name: string; id?: string; type?: string }>({
    method: 'POST',
    pattern: '/bucket/',
    operation: 'storage.bucket.create',
    auth: 'required',
    input: jsonBody(CREATE_BODY),
    handle: async (call) => {
      const { name, id, type } = call.input;
      await createBucket(call.storage, call.asCaller, {
        id: id || name,
        name,
        type,
        ...settingsOf(call.input),
        public: call.input.public ?? false,
      });
      sendJson(call.res, 200, { name });
    },
  }),
  route<SettingsBody>({
    method: 'PUT',
    pattern: '/bucket/:bucketId',
    operation: 'storage.bucket.update',
    auth: 'required',
    input: jsonBody(UPDATE_BODY),
    handle: async (call) => {
      await updateBucket(
        call.storage,
        call.asCaller,
        call.params.bucketId!,
        settingsOf(call.input),
      );
      sendJson(call.res, 200, { message: 'Successfully updated' });
    },
  }),
  route({
    method: 'POST',
    pattern: '/bucket/:bucketId/empty',
    operation: 'storage.bucket.empty',
    auth: 'required',
    input: unusedBody(true),
    handle: async (call) => {
      await emptyBucket(call.storage, call.asCaller, call.asService, call.params.bucketId!);
      sendJson(call.res, 200, {
        message: 'Empty bucket has been queued. Completion may take up to an hour.',
      });
    },
  }),
  route({
    method: 'DELETE',
    pattern: '/bucket/:bucketId',
    operation: 'storage.bucket.delete',
    auth: 'required',
    input: unusedBody(true),
    handle: async (call) => {
      await deleteBucket(call.storage, call.asCaller, call.asService, call.params.bucketId!);
      sendJson(call.res, 200, { message: 'Successfully deleted' });
    },
  }),
];
