/**
 * Row-level security decides every object operation (issue #51): with no policy anon and users
 * are refused; a policy written as for hosted (`(storage.foldername(name))[1] = auth.uid()::text`)
 * lets a user write and read their own folder and nothing else; service_role bypasses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { plain, refusal, removeBuckets, uniqueBucketName } from '../../test-support/storage';
import { anon, customer, service } from './clients';
import { sql } from './support';

const admin = service();
let bucket: string;
let alice: { client: ProjectClient; id: string };
let bob: { client: ProjectClient; id: string };

async function user() {
  const client = await customer();
  const { data, error } = await client.auth.getUser();
  if (error) throw error;
  return { client, id: data.user.id };
}

const policies = () => ['insert', 'select'].map((command) => `"${bucket} own folder ${command}"`);

beforeAll(async () => {
  bucket = uniqueBucketName('rls');
  const { error } = await admin.storage.createBucket(bucket, { public: false });
  expect(error).toBeNull();
  const own = `bucket_id = '${bucket}' and (storage.foldername(name))[1] = auth.uid()::text`;
  const [insert, select] = policies();
  await sql(
    `create policy ${insert} on storage.objects for insert to authenticated with check (${own})`,
  );
  await sql(
    `create policy ${select} on storage.objects for select to authenticated using (${own})`,
  );
  [alice, bob] = [await user(), await user()];
});

afterAll(async () => {
  for (const policy of policies()) await sql(`drop policy if exists ${policy} on storage.objects`);
  await removeBuckets(admin, [bucket]);
});

const denied = refusal('403', 'new row violates row-level security policy');
const hidden = refusal('404', 'Object not found');

describe('with no policy for them', () => {
  it('refuses anon an upload, a signed upload URL, and shows it nothing', async () => {
    const visitor = anon().storage.from(bucket);
    expect(plain(await visitor.upload('anything.txt', 'x'))).toEqual(denied);
    expect(plain(await visitor.createSignedUploadUrl('anything.txt'))).toEqual(denied);
    const { error } = await admin.storage.from(bucket).upload('by-service.txt', 'secret');
    expect(error).toBeNull();
    expect(plain(await visitor.list())).toEqual({ data: [], error: null });
    expect(plain(await visitor.download('by-service.txt'))).toEqual(hidden);
    expect(plain(await visitor.createSignedUrl('by-service.txt', 60))).toEqual(hidden);
  });
});

describe('a policy written as for hosted', () => {
  it('lets a user write and read their own folder, owned by them', async () => {
    const files = alice.client.storage.from(bucket);
    expect(plain(await files.upload(`${alice.id}/own/photo.txt`, 'mine'))).toEqual({
      data: {
        path: `${alice.id}/own/photo.txt`,
        id: expect.any(String),
        fullPath: `${bucket}/${alice.id}/own/photo.txt`,
      },
      error: null,
    });
    const { data, error } = await files.download(`${alice.id}/own/photo.txt`);
    expect(error).toBeNull();
    expect(await data?.text()).toBe('mine');
    expect(
      await sql('select owner, owner_id from storage.objects where bucket_id = $1 and name = $2', [
        bucket,
        `${alice.id}/own/photo.txt`,
      ]),
    ).toEqual([{ owner: alice.id, owner_id: alice.id }]);
    // A folder of this test's own: the other tests write into alice's folder too.
    const listed = await files.list(`${alice.id}/own`);
    expect(listed.data?.map((entry) => entry.name)).toEqual(['photo.txt']);
  });

  it('refuses a user another folder, and hides what others stored', async () => {
    expect(plain(await alice.client.storage.from(bucket).upload(`${bob.id}/x.txt`, 'x'))).toEqual(
      denied,
    );
    const { error } = await alice.client.storage
      .from(bucket)
      .upload(`${alice.id}/private.txt`, 'a');
    expect(error).toBeNull();
    const theirs = bob.client.storage.from(bucket);
    expect(plain(await theirs.download(`${alice.id}/private.txt`))).toEqual(hidden);
    expect(plain(await theirs.info(`${alice.id}/private.txt`))).toEqual(hidden);
    expect(plain(await theirs.list(alice.id))).toEqual({ data: [], error: null });
    expect(plain(await theirs.createSignedUrl(`${alice.id}/private.txt`, 60))).toEqual(hidden);
  });

  it('needs an update policy to overwrite, and a delete policy to remove', async () => {
    const files = alice.client.storage.from(bucket);
    const name = `${alice.id}/kept.txt`;
    expect((await files.upload(name, 'first')).error).toBeNull();
    expect(plain(await files.upload(name, 'second', { upsert: true }))).toEqual(denied);
    expect(plain(await files.remove([name]))).toEqual({ data: [], error: null });
    const { data } = await files.download(name);
    expect(await data?.text()).toBe('first');
  });

  it('is bypassed by service_role', async () => {
    const files = admin.storage.from(bucket);
    expect((await files.upload(`${bob.id}/by-service.txt`, 'x')).error).toBeNull();
    const alicesOwn = `${alice.id}/for-service.txt`;
    expect((await alice.client.storage.from(bucket).upload(alicesOwn, 'a')).error).toBeNull();
    const { data, error } = await files.download(alicesOwn);
    expect(error).toBeNull();
    expect(await data?.text()).toBe('a');
  });
});
