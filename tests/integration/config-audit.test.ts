/**
 * The info text and the tracking settings have an audit trail (issue #30, finding 10):
 * audit.config_changes, written by triggers whoever changes them (staff through
 * save_info_content, the service key, the owner with SQL), append-only, and out of the API's
 * reach. Settings are changed inside a transaction that is rolled back, so no other test sees
 * another link period.
 */
import type pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { anon, service, staff } from './clients';
import { restoreInfoDefaults, sql, stack } from './support';

interface Change {
  table_name: string;
  row_key: string | null;
  action: string;
  actor_id: string | null;
  actor: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

let desk: ProjectClient;
let account: { id: string; email: string };

beforeAll(async () => {
  desk = await staff();
  const { data, error } = await desk.auth.getUser();
  if (error) throw error;
  account = { id: data.user.id, email: data.user.email ?? '' };
});

afterEach(restoreInfoDefaults);

async function latestId(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    'select coalesce(max(id), 0)::text as id from audit.config_changes',
  );
  return row?.id ?? '0';
}

/** The records written after `since`, oldest first. */
async function changesSince(since: string, db?: pg.Client): Promise<Change[]> {
  const query = `select table_name, row_key, action, actor_id, actor, changes
                   from audit.config_changes where id > $1 order by id`;
  if (db) return (await db.query<Change>(query, [since])).rows;
  return sql<Change>(query, [since]);
}

async function versionOf(lang: string): Promise<string> {
  const { data, error } = await desk
    .from('info_content')
    .select('updated_at')
    .eq('lang', lang)
    .single();
  if (error) throw error;
  return data.updated_at;
}

describe('the info text', () => {
  it('records a staff save: who, and each changed field from what to what', async () => {
    const since = await latestId();
    const [before] = await sql<{ title: string }>(
      `select title from public.info_content where lang = 'fr'`,
    );
    const saved = await desk.rpc('save_info_content', {
      lang: 'fr',
      expected_updated_at: await versionOf('fr'),
      title: 'Fermé le 24 décembre',
    });
    expect(saved.error).toBeNull();
    expect(await changesSince(since)).toEqual([
      {
        table_name: 'public.info_content',
        row_key: 'fr',
        action: 'update',
        actor_id: account.id,
        actor: account.email,
        changes: { title: { from: before?.title, to: 'Fermé le 24 décembre' } },
      },
    ]);
  });

  it('records nothing for a save that changes nothing, and nothing for a refused one', async () => {
    const version = await versionOf('nl');
    const since = await latestId();
    expect(
      (await desk.rpc('save_info_content', { lang: 'nl', expected_updated_at: version })).error,
    ).toBeNull();
    const stale = await desk.rpc('save_info_content', {
      lang: 'nl',
      expected_updated_at: version,
      title: 'Te laat',
    });
    expect(stale.error?.code).toBe('PT409');
    expect(await changesSince(since)).toEqual([]);
  });

  it('records a delete and an insert with the service key, every column', async () => {
    const since = await latestId();
    const [row] = await sql<{ title: string; content: string; updated_at: string }>(
      `select title, content, to_jsonb(updated_at) #>> '{}' as updated_at
         from public.info_content where lang = 'pl'`,
    );
    expect((await service().from('info_content').delete().eq('lang', 'pl')).error).toBeNull();
    expect(
      (await service().from('info_content').insert({ lang: 'pl', title: 'T', content: 'C' })).error,
    ).toBeNull();
    const [deleted, inserted] = await changesSince(since);
    expect(deleted).toEqual({
      table_name: 'public.info_content',
      row_key: 'pl',
      action: 'delete',
      actor_id: null,
      actor: 'service_role',
      changes: {
        lang: { from: 'pl', to: null },
        title: { from: row?.title, to: null },
        content: { from: row?.content, to: null },
        updated_at: { from: row?.updated_at, to: null },
      },
    });
    expect(inserted).toMatchObject({
      action: 'insert',
      actor: 'service_role',
      changes: {
        lang: { from: null, to: 'pl' },
        title: { from: null, to: 'T' },
        content: { from: null, to: 'C' },
      },
    });
  });
});

describe('the tracking settings', () => {
  it("records the owner's change in the SQL editor, naming the database user", async () => {
    const since = await latestId();
    const recorded = await withClient(stack.dbUrl, async (db) => {
      await db.query('begin');
      try {
        await db.query('update private.tracking_settings set default_link_days = 90');
        await db.query('update private.tracking_settings set default_link_days = 90');
        await db.query('update private.tracking_settings set number_shows_everything = true');
        return await changesSince(since, db);
      } finally {
        await db.query('rollback');
      }
    });
    expect(recorded).toEqual([
      {
        table_name: 'private.tracking_settings',
        row_key: null,
        action: 'update',
        actor_id: null,
        actor: 'postgres',
        changes: { default_link_days: { from: 60, to: 90 } },
      },
      {
        table_name: 'private.tracking_settings',
        row_key: null,
        action: 'update',
        actor_id: null,
        actor: 'postgres',
        changes: { number_shows_everything: { from: false, to: true } },
      },
    ]);
  });

  it('names the superuser too, when it is the one in the SQL editor', async () => {
    const since = await latestId();
    const recorded = await withClient(stack.superuserDbUrl, async (db) => {
      await db.query('begin');
      try {
        await db.query('update private.tracking_settings set default_link_days = 30');
        return await changesSince(since, db);
      } finally {
        await db.query('rollback');
      }
    });
    expect(recorded.map(({ actor, changes }) => ({ actor, changes }))).toEqual([
      { actor: 'supabase_admin', changes: { default_link_days: { from: 60, to: 30 } } },
    ]);
  });
});

describe('the customer e-mail settings (issue #26)', () => {
  it('records a change made with SQL, with the database user, only what changed', async () => {
    const since = await latestId();
    const recorded = await withClient(stack.dbUrl, async (db) => {
      await db.query('begin');
      try {
        await db.query(
          `update private.email_settings set site_url = 'https://www.example.com', max_attempts = max_attempts`,
        );
        return await changesSince(since, db);
      } finally {
        await db.query('rollback');
      }
    });
    expect(recorded).toEqual([
      {
        table_name: 'private.email_settings',
        row_key: null,
        action: 'update',
        actor_id: null,
        actor: 'postgres',
        changes: { site_url: { from: 'http://127.0.0.1:5173', to: 'https://www.example.com' } },
      },
    ]);
  });
});

describe('the trail itself', () => {
  it('is not served by the API, to any key', async () => {
    for (const client of [anon(), desk, service()]) {
      const result = await client
        .schema('audit' as 'public')
        .from('config_changes' as 'shipments')
        .select('*');
      expect(result).toMatchObject({ status: 406, error: { code: 'PGRST106' } });
    }
  });

  it('cannot be read by the API roles even in SQL, nor changed by anyone', async () => {
    for (const [role, message] of [
      ['anon', 'permission denied for schema audit'],
      ['authenticated', 'permission denied for table config_changes'],
    ]) {
      await expect(
        withClient(stack.dbUrl, async (db) => {
          await db.query('begin');
          try {
            await db.query(`set local role ${role}`);
            return await db.query('select * from audit.config_changes');
          } finally {
            await db.query('rollback');
          }
        }),
        role,
      ).rejects.toMatchObject({ code: '42501', message });
    }
    for (const statement of [
      `update audit.config_changes set actor = 'forged'`,
      'delete from audit.config_changes',
      'truncate audit.config_changes',
    ]) {
      await expect(
        withClient(stack.dbUrl, (db) => db.query(statement)),
        statement,
      ).rejects.toMatchObject({
        code: '42501',
        detail: 'audit_append_only',
      });
    }
  });
});
