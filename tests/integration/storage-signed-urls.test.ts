/**
 * Signed URLs (issue #51): made for an object the caller can see, opened with no other
 * credential, refused once expired or for another object; signed upload URLs made for a name
 * the caller may write, used once unless made for upsert.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { plain, refusal, removeBuckets, uniqueBucketName } from '../../test-support/storage';
import { anon, customer, service } from './clients';
import { sql, stack } from './support';

const admin = service();
let bucket: string;

const policy = () => `"${bucket} users insert"`;

beforeAll(async () => {
  bucket = uniqueBucketName('signed');
  expect((await admin.storage.createBucket(bucket, { public: false })).error).toBeNull();
  await sql(
    `create policy ${policy()} on storage.objects for insert to authenticated
       with check (bucket_id = '${bucket}')`,
  );
  for (const name of ['a.txt', 'b.txt']) {
    expect((await admin.storage.from(bucket).upload(name, `content of ${name}`)).error).toBeNull();
  }
});

afterAll(async () => {
  await sql(`drop policy if exists ${policy()} on storage.objects`);
  await removeBuckets(admin, [bucket]);
});

const files = () => admin.storage.from(bucket);

const ownerOf = (name: string) =>
  sql('select owner, owner_id from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    name,
  ]);

async function answerOf(url: string) {
  const response = await fetch(url);
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: type.startsWith('application/json')
      ? ((await response.json()) as unknown)
      : await response.text(),
  };
}

describe('signed download URLs', () => {
  it('opens the object with no token of the caller, as an attachment when asked', async () => {
    const { data, error } = await files().createSignedUrl('a.txt', 60, { download: 'report.txt' });
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(
      new RegExp(
        `^${stack.apiUrl}/storage/v1/object/sign/${bucket}/a\\.txt\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+&download=report\\.txt$`,
      ),
    );
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename=report.txt; filename*=UTF-8''report.txt",
    );
    expect(response.headers.get('expires')).toMatch(/GMT$/);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(await response.text()).toBe('content of a.txt');
  });

  it('signs many at once, saying which objects it could not sign', async () => {
    const { data, error } = await files().createSignedUrls(['a.txt', 'missing.txt'], 60);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        error: null,
        path: 'a.txt',
        signedURL: expect.stringMatching(new RegExp(`^/object/sign/${bucket}/a\\.txt\\?token=`)),
        signedUrl: expect.stringMatching(new RegExp(`^${stack.apiUrl}/storage/v1/object/sign/`)),
      },
      {
        error: 'Either the object does not exist or you do not have access to it',
        path: 'missing.txt',
        signedURL: null,
        signedUrl: null,
      },
    ]);
    expect(await answerOf(data![0]!.signedUrl!)).toEqual({ status: 200, body: 'content of a.txt' });
  });

  it('refuses an expired URL', async () => {
    const { data } = await files().createSignedUrl('a.txt', 1);
    await expect
      .poll(async () => (await fetch(data!.signedUrl)).status, { timeout: 5000 })
      .toBe(400);
    expect(await answerOf(data!.signedUrl)).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        error: 'InvalidJWT',
        message: '"exp" claim timestamp check failed',
      },
    });
  });

  it('refuses a token made for another object, a changed token and none', async () => {
    const { data } = await files().createSignedUrl('a.txt', 60);
    const signed = new URL(data!.signedUrl);
    const token = signed.searchParams.get('token')!;
    const other = `${stack.apiUrl}/storage/v1/object/sign/${bucket}/b.txt`;
    expect(await answerOf(`${other}?token=${token}`)).toEqual({
      status: 400,
      body: { statusCode: '400', error: 'InvalidSignature', message: 'Invalid signature' },
    });
    const changed = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await answerOf(`${signed.origin}${signed.pathname}?token=${changed}`)).toEqual({
      status: 400,
      body: { statusCode: '400', error: 'InvalidJWT', message: 'signature verification failed' },
    });
    expect(await answerOf(`${signed.origin}${signed.pathname}`)).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        error: 'Error',
        message: "querystring must have required property 'token'",
      },
    });
  });

  it('refuses an expiry below one second', async () => {
    expect(plain(await files().createSignedUrl('a.txt', 0))).toEqual({
      data: null,
      error: {
        name: 'StorageApiError',
        message: 'body/expiresIn must be >= 1',
        status: 400,
        statusCode: '400',
      },
    });
  });
});

describe('signed upload URLs', () => {
  it('lets anyone upload once to the name it was made for, owned by its maker', async () => {
    const maker = await customer();
    const { data: user } = await maker.auth.getUser();
    // The maker needs the right to insert (the policy above).
    const { data, error } = await maker.storage
      .from(bucket)
      .createSignedUploadUrl('uploads/once.txt');
    expect(error).toBeNull();
    expect(data).toEqual({
      signedUrl: expect.stringMatching(
        new RegExp(
          `^${stack.apiUrl}/storage/v1/object/upload/sign/${bucket}/uploads/once\\.txt\\?token=`,
        ),
      ),
      path: 'uploads/once.txt',
      token: expect.any(String),
    });
    const visitor = anon().storage.from(bucket);
    expect(
      plain(await visitor.uploadToSignedUrl('uploads/once.txt', data!.token, 'signed!')),
    ).toEqual({
      data: { path: 'uploads/once.txt', fullPath: `${bucket}/uploads/once.txt` },
      error: null,
    });
    expect(
      plain(await visitor.uploadToSignedUrl('uploads/once.txt', data!.token, 'again')),
    ).toEqual(refusal('409', 'The resource already exists'));
    expect(plain(await visitor.uploadToSignedUrl('uploads/other.txt', data!.token, 'x'))).toEqual(
      refusal('400', 'Invalid signature'),
    );
    const { data: stored } = await files().download('uploads/once.txt');
    expect(await stored?.text()).toBe('signed!');
    expect(await ownerOf('uploads/once.txt')).toEqual([
      { owner: user.user?.id, owner_id: user.user?.id },
    ]);
  });

  it('overwrites when made for upsert (by service_role: no owner)', async () => {
    const { data } = await files().createSignedUploadUrl('uploads/again.txt', { upsert: true });
    const visitor = anon().storage.from(bucket);
    for (const body of ['one', 'two']) {
      expect(
        (await visitor.uploadToSignedUrl('uploads/again.txt', data!.token, body)).error,
      ).toBeNull();
    }
    const { data: stored } = await files().download('uploads/again.txt');
    expect(await stored?.text()).toBe('two');
    expect(await ownerOf('uploads/again.txt')).toEqual([{ owner: null, owner_id: null }]);
  });
});
