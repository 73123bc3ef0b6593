/**
 * Reading objects (src/http/routes/object/getObject.ts, getPublicObject.ts, getObjectInfo.ts,
 * getSignedObject.ts): download, exists (HEAD) and info, each as `authenticated` (token
 * required), `public` (no token, public buckets only) and plain (token optional: without one
 * only public buckets); a signed URL's token opens its one object.
 */
import type { Auth, Call, Route } from '../context';
import { route } from '../context';
import { ERRORS } from '../errors';
import { mustBeValidBucketName, mustBeValidKey } from '../limits';
import { FIND_OBJECT, mustFindObjectAs, type ObjectRow } from '../object-rows';
import { sendAsset, sendHead, sendInfo } from '../render';
import { inScopeFrom, queryAs } from '../scope';
import { verifyObjectToken } from '../signed-tokens';
import { queryString } from '../validate';

const DOWNLOAD_QUERY = { type: 'object', properties: { download: { type: 'string' } } };
const SIGNED_QUERY = {
  type: 'object',
  properties: { download: { type: 'string' }, token: { type: 'string' } },
  required: ['token'],
};

/**
 * The object a read route names, if the caller may read it: a private bucket needs a valid
 * token (else 404 Bucket not found) and row-level security decides; a public bucket is read
 * as service.
 */
async function readableObject(call: Call<unknown>, publicRoute: boolean): Promise<ObjectRow> {
  const bucketId = call.params.bucketName!;
  const name = call.params['*']!;
  // One transaction for both lookups, three round trips: the bucket as service (sent with
  // `begin`), then the object as whoever may read it (sent with that scope's settings).
  return inScopeFrom<{ public: boolean }, ObjectRow>(
    call.storage.pool,
    call.asService,
    { sql: 'select public from storage.buckets where id = $1', values: [bucketId] },
    async ([bucket], db) => {
      if (!bucket || (!bucket.public && (publicRoute || !call.caller.authenticated))) {
        throw ERRORS.noSuchBucket();
      }
      mustBeValidBucketName(bucketId);
      mustBeValidKey(bucketId, name);
      const scope = bucket.public || publicRoute ? call.asService : call.asCaller;
      const [row] = await queryAs<ObjectRow>(db, scope, FIND_OBJECT, [name, bucketId]);
      if (!row) throw ERRORS.noSuchKey();
      return row;
    },
  );
}

type Reader = 'asset' | 'head' | 'info';

/** A read route: the object's bytes, its headers (HEAD) or its info. */
function reader(
  method: 'GET' | 'HEAD',
  pattern: string,
  auth: Auth,
  operation: string,
  kind: Reader,
): Route {
  return route<{ download?: string } | undefined>({
    method,
    pattern,
    operation,
    auth,
    input: kind === 'asset' ? queryString(DOWNLOAD_QUERY) : undefined,
    handle: async (call) => {
      const row = await readableObject(call, auth === 'none');
      if (kind === 'head') sendHead(call, row);
      else if (kind === 'info') sendInfo(call, row);
      else
        await sendAsset(call, call.storage.files, row, { download: call.input?.download ?? null });
    },
  });
}

export const readRoutes = [
  route<{ token: string; download?: string }>({
    method: 'GET',
    pattern: '/object/sign/:bucketName/*',
    operation: 'storage.object.get_signed',
    auth: 'none',
    input: queryString(SIGNED_QUERY),
    handle: async (call) => {
      const bucketId = call.params.bucketName!;
      const name = call.params['*']!;
      const token = await verifyObjectToken(
        call.input.token,
        call.storage.jwtSecret,
        bucketId,
        name,
      );
      mustBeValidBucketName(bucketId);
      mustBeValidKey(bucketId, name);
      const row = await mustFindObjectAs(call.storage.pool, call.asService, bucketId, name);
      await sendAsset(call, call.storage.files, row, {
        download: call.input.download ?? null,
        expires: new Date((token.exp ?? 0) * 1000),
      });
    },
  }),
  reader('GET', '/object/public/:bucketName/*', 'none', 'storage.object.get_public', 'asset'),
  reader('HEAD', '/object/public/:bucketName/*', 'none', 'storage.object.info_public', 'head'),
  reader('GET', '/object/info/public/:bucketName/*', 'none', 'storage.object.info_public', 'info'),
  reader(
    'GET',
    '/object/authenticated/:bucketName/*',
    'required',
    'storage.object.get_authenticated',
    'asset',
  ),
  reader(
    'HEAD',
    '/object/authenticated/:bucketName/*',
    'required',
    'object.head_authenticated_info',
    'head',
  ),
  reader(
    'GET',
    '/object/info/authenticated/:bucketName/*',
    'required',
    'object.get_authenticated_info',
    'info',
  ),
  reader('GET', '/object/info/:bucketName/*', 'optional', 'object.get_authenticated_info', 'info'),
  reader('HEAD', '/object/:bucketName/*', 'optional', 'object.head_authenticated_info', 'head'),
  reader('GET', '/object/:bucketName/*', 'optional', 'storage.object.get_authenticated', 'asset'),
];
