/**
 * The staff list's reads (issue #11): search_shipments, shipment_status_counts and
 * shipment_statuses, called as the site calls them, through the gateway and PostgREST.
 *
 * Every test seeds rows of its own whose names start with a random family prefix and searches
 * for text that includes the prefix, so rows of other tests and files never match.
 */
import { randomBytes } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import {
  actAsSignedInUser,
  explainAnalyze,
  rolledBack,
  walkPlan,
} from '../../test-support/query-plans';
import {
  listOrder,
  searchShipmentsBody,
  searchShipmentsSql,
} from '../../test-support/staff-list-request';
import { anon, customer, staff } from './clients';
import { sql, stack } from './support';

let client: ProjectClient;
let staffUserId: string;

beforeAll(async () => {
  client = await staff();
  const { data, error } = await client.auth.getUser();
  if (error) throw error;
  staffUserId = data.user.id;
});

interface SeedRow {
  id: string;
  shippername: string;
  recipientname: string;
  status?: string;
}

/** A prefix no other row has: lower-case letters and digits, so it folds to itself. */
function family(): string {
  return `f${randomBytes(6).toString('hex')}`;
}

/** Inserts rows in one statement as the superuser (fast; the table's checks still run). */
async function seed(rows: SeedRow[]): Promise<void> {
  await sql(
    `insert into public.shipments (id, shippername, recipientname, status)
     select r.id, r.shippername, r.recipientname, coalesce(r.status, 'Expediere creată')
       from jsonb_to_recordset($1::jsonb) as r(id text, shippername text, recipientname text, status text)`,
    [JSON.stringify(rows)],
  );
}

/** The list's request: search and status as JSON arguments, a total order, the exact count. */
function list(search: string, statusFilter = '', from = 0, to = 999) {
  return client
    .rpc('search_shipments', { search, status_filter: statusFilter }, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, to);
}

async function ids(search: string, statusFilter = ''): Promise<string[]> {
  const { data, error, count } = await list(search, statusFilter);
  expect(error).toBeNull();
  expect(count).toBe(data?.length);
  return (data ?? []).map((row) => row.id).sort();
}

describe('search_shipments: what matches', () => {
  it('finds part of a tracking number, a shipper name and a recipient name', async () => {
    const f = family();
    const digits = randomBytes(4).readUInt32BE(0).toString().padStart(10, '7');
    await seed([
      { id: `${f}-${digits}`, shippername: `${f} Alfa`, recipientname: `${f} Beta` },
      { id: `${f}-2`, shippername: `${f} Gama Transport`, recipientname: `${f} Delta` },
      { id: `${f}-3`, shippername: `${f} Epsilon`, recipientname: `${f} Zeta Logistic` },
    ]);
    expect(await ids(digits.slice(2, 8))).toEqual([`${f}-${digits}`]);
    expect(await ids(`${f} gama`)).toEqual([`${f}-2`]);
    expect(await ids(`${f} zeta logistic`)).toEqual([`${f}-3`]);
    expect(await ids(f)).toEqual([`${f}-${digits}`, `${f}-2`, `${f}-3`].sort());
  });

  it('ignores case and accents both ways', async () => {
    const f = family();
    await seed([
      { id: `${f}-ro`, shippername: `${f} Șerban Țurcanu`, recipientname: `${f} x` },
      { id: `${f}-pl`, shippername: `${f} y`, recipientname: `${f} Łódź Kraków` },
      { id: `${f}-de`, shippername: `${f} Straße GmbH`, recipientname: `${f} z` },
      { id: `${f}-fr`, shippername: `${f} ÉLODIE`, recipientname: `${f} w` },
    ]);
    expect(await ids(`${f} serban`)).toEqual([`${f}-ro`]);
    expect(await ids(`${f} ȘERBAN ȚURCANU`)).toEqual([`${f}-ro`]);
    expect(await ids(`${f} lodz`)).toEqual([`${f}-pl`]);
    expect(await ids(`${f} łódź`)).toEqual([`${f}-pl`]);
    expect(await ids(`${f} strasse`)).toEqual([`${f}-de`]);
    expect(await ids(`${f} straße`)).toEqual([`${f}-de`]);
    expect(await ids(`${f} elodie`)).toEqual([`${f}-fr`]);
  });

  it('takes every character literally, however a filter string or LIKE would read it', async () => {
    const f = family();
    const tokens = [
      '%',
      '_',
      '\\',
      ',',
      '()',
      '(',
      '.',
      '*',
      "'",
      '"',
      'or=(id.eq.1)',
      'id.eq.1,status.neq.x',
      "'; drop table public.shipments; --",
      "' or '1'='1",
      '😀🚚',
      'שלום עולם',
      'مرحبا',
      '%_\\%',
      '{"a":1}',
      '&select=*',
    ];
    // One row per token, plus rows a wildcard would match: "x" where a token has "%" or "_".
    const rows: SeedRow[] = tokens.flatMap((token, n) => [
      { id: `${f}-t${n}`, shippername: `${f}:${token}:end`, recipientname: `${f} r` },
      {
        id: `${f}-d${n}`,
        shippername: `${f}:${token.replace(/[%_\\]/g, 'x')}:end`,
        recipientname: `${f} r`,
      },
    ]);
    // Ids take these characters too (no spaces or control characters in a tracking number).
    rows.push({ id: `${f}%_,().*'"\\`, shippername: `${f} id`, recipientname: `${f} r` });
    await seed(rows);

    for (const token of tokens) {
      const search = `${f}:${token}`;
      const expected = rows
        .filter((row) => `${row.id}\u001f${row.shippername}`.toLowerCase().includes(search))
        .map((row) => row.id)
        .sort();
      expect(expected.length, token).toBeGreaterThan(0);
      expect(await ids(search), token).toEqual(expected);
    }
    expect(await ids(`${f}%_,().*'"\\`)).toEqual([`${f}%_,().*'"\\`]);
    expect(await ids(`${f}%`)).toEqual([`${f}%_,().*'"\\`]);
  });

  it('answers 10,000 characters with no rows and no error, and 200 with the one row', async () => {
    const f = family();
    const long = `${f} ${'ă'.repeat(200 - f.length - 1)}`;
    await seed([
      { id: `${f}-long`, shippername: long, recipientname: `${f} r` },
      { id: `${f}-short`, shippername: `${f} ${'ă'.repeat(10)}`, recipientname: `${f} r` },
    ]);
    expect(await ids(`${long}${'a'.repeat(10_000 - long.length)}`)).toEqual([]);
    expect(await ids(long)).toEqual([`${f}-long`]);
  });

  it('treats null, empty, spaces and control characters as no search: every shipment', async () => {
    const [row] = await sql<{ total: string }>('select count(*) as total from public.shipments');
    const total = Number(row?.total);
    for (const blank of ['', '   ', '\t\n', '\u0001\u001f']) {
      const { count, error } = await list(blank, '', 0, 0);
      expect(error).toBeNull();
      expect(count, JSON.stringify(blank)).toBe(total);
    }
    const { count } = await client
      .rpc('search_shipments', {}, { count: 'exact' })
      .order('id')
      .range(0, 0);
    expect(count).toBe(total);
  });
});

describe('search_shipments: status filter, pages, count, row cap', () => {
  it('filters on the exact status, alone or with a search; empty means every status', async () => {
    const f = family();
    await seed([
      { id: `${f}-1`, shippername: `${f} a`, recipientname: 'r', status: `${f} Livrat` },
      { id: `${f}-2`, shippername: `${f} b`, recipientname: 'r', status: `${f} livrat` },
      { id: `${f}-3`, shippername: `${f} c`, recipientname: 'r', status: `${f} Livrat ` },
      { id: `${f}-4`, shippername: `${f} a`, recipientname: 'r', status: `${f} Livrat` },
    ]);
    expect(await ids('', `${f} Livrat`)).toEqual([`${f}-1`, `${f}-4`]);
    expect(await ids(`${f} a`, `${f} Livrat`)).toEqual([`${f}-1`, `${f}-4`]);
    expect(await ids(`${f} b`, `${f} Livrat`)).toEqual([]);
    expect(await ids('', `${f} livrat`)).toEqual([`${f}-2`]);
    expect(await ids(f, '')).toEqual([`${f}-1`, `${f}-2`, `${f}-3`, `${f}-4`]);
  });

  it('pages with .order().range(): the count is right and the pages are disjoint and complete', async () => {
    const f = family();
    // One statement, so every row has the same created_at: only the id orders them.
    const rows = Array.from({ length: 11 }, (_, n) => ({
      id: `${f}-${String(n).padStart(2, '0')}`,
      shippername: `${f} p`,
      recipientname: 'r',
    }));
    await seed(rows);
    const pages: string[][] = [];
    for (let from = 0; from < 12; from += 4) {
      const { data, error, count } = await list(f, '', from, from + 3);
      expect(error).toBeNull();
      expect(count).toBe(11);
      pages.push((data ?? []).map((row) => row.id));
    }
    expect(pages.map((page) => page.length)).toEqual([4, 4, 3]);
    expect(pages.flat()).toEqual(rows.map((row) => row.id));
  });

  it('returns at most 1000 rows per request (max_rows), with the full count', async () => {
    const f = family();
    await seed(
      Array.from({ length: 1005 }, (_, n) => ({
        id: `${f}-${n}`,
        shippername: `${f} many`,
        recipientname: 'r',
      })),
    );
    try {
      const first = await list(f, '', 0, 1999);
      expect(first.error).toBeNull();
      expect(first.count).toBe(1005);
      expect(first.data).toHaveLength(1000);
      const rest = await list(f, '', 1000, 1999);
      expect(rest.data).toHaveLength(5);
      const all = new Set([...(first.data ?? []), ...(rest.data ?? [])].map((row) => row.id));
      expect(all.size).toBe(1005);
    } finally {
      // Other files read every shipment in one request, which max_rows would cut at 1000.
      await sql('delete from public.shipments where id like $1', [`${f}-%`]);
    }
  });
});

describe('shipment_status_counts and shipment_statuses', () => {
  it('counts per status for a search, and for every shipment without one', async () => {
    const f = family();
    await seed([
      { id: `${f}-1`, shippername: `${f} x`, recipientname: 'r', status: `${f} B` },
      { id: `${f}-2`, shippername: `${f} x`, recipientname: 'r', status: `${f} A` },
      { id: `${f}-3`, shippername: `${f} x`, recipientname: 'r', status: `${f} B` },
      { id: `${f}-4`, shippername: `${f} y`, recipientname: 'r', status: `${f} C` },
    ]);
    const searched = await client.rpc('shipment_status_counts', { search: `${f} X` });
    expect(searched.error).toBeNull();
    expect(searched.data).toEqual([
      { status: `${f} A`, count: 1 },
      { status: `${f} B`, count: 2 },
    ]);

    const expected = await sql<{ status: string; count: string }>(
      'select status, count(*) as count from public.shipments group by status order by status',
    );
    const all = await client.rpc('shipment_status_counts', { search: '' });
    expect(all.data).toEqual(expected.map((row) => ({ ...row, count: Number(row.count) })));
    expect(all.data).toContainEqual({ status: `${f} C`, count: 1 });
  });

  it('lists every status in use once, sorted', async () => {
    const f = family();
    await seed([
      { id: `${f}-1`, shippername: 'x', recipientname: 'r', status: `${f} Vamă` },
      { id: `${f}-2`, shippername: 'x', recipientname: 'r', status: `${f} Vamă` },
    ]);
    const expected = await sql<{ status: string }>(
      'select distinct status from public.shipments order by 1',
    );
    const { data, error } = await client.rpc('shipment_statuses');
    expect(error).toBeNull();
    expect(data).toEqual(expected.map((row) => row.status));
    expect(data?.filter((status) => status.startsWith(f))).toEqual([`${f} Vamă`]);
  });
});

describe('the list functions refuse anyone but staff', () => {
  it('gives anon 401 with 42501 (no EXECUTE) for every staff function', async () => {
    const visitor = anon();
    const calls = {
      search_shipments: visitor.rpc('search_shipments', { search: '' }),
      shipment_status_counts: visitor.rpc('shipment_status_counts', {}),
      shipment_statuses: visitor.rpc('shipment_statuses'),
      shipment_changes: visitor.rpc('shipment_changes', { tracking_number: 'x' }),
      deleted_shipments: visitor.rpc('deleted_shipments'),
      restore_shipment: visitor.rpc('restore_shipment', { tracking_number: 'x' }),
      create_shipment: visitor.rpc('create_shipment', { shipment: {} }),
      save_shipment: visitor.rpc('save_shipment', {
        tracking_number: 'x',
        expected_updated_at: new Date().toISOString(),
      }),
      add_shipment_event: visitor.rpc('add_shipment_event', {
        tracking_number: 'x',
        status: 's',
        location: 'l',
      }),
    };
    for (const [name, call] of Object.entries(calls)) {
      const { status, error } = await call;
      expect({ name, status, code: error?.code, message: error?.message }).toEqual({
        name,
        status: 401,
        code: '42501',
        message: `permission denied for function ${name}`,
      });
    }
  });

  it('gives a signed-in customer no rows from the reads (200, empty) and 42501 from the writes', async () => {
    const f = family();
    await seed([{ id: `${f}-1`, shippername: `${f} x`, recipientname: 'r' }]);
    const other = await customer();

    const searched = await other
      .rpc('search_shipments', { search: f, status_filter: '' }, { count: 'exact' })
      .order('created_at', { ascending: false })
      .range(0, 24);
    expect(searched).toMatchObject({ status: 200, error: null, data: [], count: 0 });
    const blank = await other.rpc('search_shipments', { search: '' }, { count: 'exact' });
    expect(blank).toMatchObject({ status: 200, error: null, data: [], count: 0 });
    for (const read of [
      other.rpc('shipment_status_counts', {}),
      other.rpc('shipment_statuses'),
      other.rpc('shipment_changes', { tracking_number: `${f}-1` }),
      other.rpc('deleted_shipments'),
    ]) {
      expect(await read).toMatchObject({ status: 200, error: null, data: [] });
    }

    for (const write of [
      other.rpc('restore_shipment', { tracking_number: `${f}-1` }),
      other.rpc('create_shipment', {
        shipment: { id: `${f}-2`, shippername: 'a', recipientname: 'b' },
      }),
      other.rpc('save_shipment', {
        tracking_number: `${f}-1`,
        expected_updated_at: new Date().toISOString(),
      }),
      other.rpc('add_shipment_event', { tracking_number: `${f}-1`, status: 's', location: 'l' }),
    ]) {
      const { status, error } = await write;
      expect({ status, code: error?.code }).toEqual({ status: 403, code: '42501' });
    }
  });
});

describe('search_shipments plans', () => {
  // Rows enough for an index to beat a sort, inserted in a transaction that is rolled back
  // (triggers off: the audit trail of rows that never existed is not wanted). Their times
  // spread over a year either side of now, so the first page of every order is theirs and not
  // the other tests' rows, which share one created_at per insert.
  const ROWS = 10_000;
  const fill = `
    set local session_replication_role = replica;
    insert into public.shipments (id, shippername, recipientname, status, created_at, updated_at)
    select 'PLAN' || g, 'Plan shipper ' || g, 'Plan recipient ' || g,
           (array['Expediere creată', 'În tranzit', 'Livrat', 'Probleme'])[1 + g % 4],
           now() - interval '1 year' + make_interval(secs => (g * 7919) % 63072000),
           now() - interval '1 year' + make_interval(secs => (g * 104729) % 63072000)
      from generate_series(1, ${ROWS}) as g;
    set local session_replication_role = origin;
    analyze public.shipments;`;

  it('reads the first page of each sort by index and stops there (request without count)', async () => {
    const cases = [
      { order: listOrder('created_at'), index: 'shipments_created_at_idx' },
      { order: listOrder('created_at', true), index: 'shipments_created_at_idx' },
      { order: listOrder('updated_at'), index: 'shipments_updated_at_idx' },
      { order: listOrder('status', true), index: 'shipments_status_created_at_idx' },
      { order: listOrder('status'), index: 'shipments_status_desc_created_at_idx' },
    ];
    const plans = await withClient(stack.superuserDbUrl, (db) =>
      rolledBack(db, async () => {
        await db.query(fill);
        await actAsSignedInUser(db, staffUserId);
        const found = [];
        for (const { order } of cases) {
          const body = searchShipmentsBody('', '');
          found.push(await explainAnalyze(db, searchShipmentsSql(order, false), [body, 25, 0]));
        }
        return found;
      }),
    );
    plans.forEach((summary, n) => {
      const nodes = [...walkPlan(summary.plan)];
      expect(
        {
          scan: summary.shipmentsScan?.nodeType,
          index: summary.shipmentsScan?.indexName,
          functionScan: nodes.some(
            (node) => node.nodeType === 'Function Scan' && node.functionName === 'search_shipments',
          ),
        },
        summary.chain,
      ).toEqual({ scan: 'Index Scan', index: cases[n]?.index, functionScan: false });
      // Stopped at the page: a few rows read, not the 10,000.
      expect(summary.shipmentsScan?.actualRows, summary.chain).toBeLessThan(100);
    });
  });
});

describe('search_shipments and shipments_matching without a pinned search_path', () => {
  it.each(['search_shipments', 'shipments_matching'])(
    "%s reads public.shipments with pg_catalog's operators whatever the caller's search_path",
    async (fn) => {
      const f = family();
      await seed([
        { id: `${f}-1`, shippername: `${f} a`, recipientname: 'r', status: `${f} S` },
        { id: `${f}-2`, shippername: `${f} b`, recipientname: 'r', status: `${f} T` },
      ]);
      // A schema first on the path whose table and operators would answer differently: a
      // shipments table with a row of its own, and `=` and `?` that say yes to everything.
      const found = await withClient(stack.superuserDbUrl, (db) =>
        rolledBack(db, async () => {
          await db.query(`
          create schema decoy;
          create table decoy.shipments (like public.shipments including defaults);
          insert into decoy.shipments (id, shippername, recipientname, status)
            values ('${f}-decoy', '${f} a', 'r', '${f} S');
          create function decoy.yes(text, text) returns boolean language sql as 'select true';
          create function decoy.yes(jsonb, text) returns boolean language sql as 'select true';
          create operator decoy.= (leftarg = text, rightarg = text, function = decoy.yes);
          create operator decoy.? (leftarg = jsonb, rightarg = text, function = decoy.yes);
          grant usage on schema decoy to authenticated;
          grant select on decoy.shipments to authenticated;`);
          await actAsSignedInUser(db, staffUserId);
          await db.query('set local search_path = decoy, pg_catalog, public');
          const { rows } = await db.query<{ id: string }>(
            `select t.id from json_to_record($1::json) as b(search text, status_filter text),
             lateral public.${fn}(b.search, b.status_filter) as t order by t.id`,
            [searchShipmentsBody(`${f} a`, `${f} S`)],
          );
          return rows.map((row) => row.id);
        }),
      );
      expect(found).toEqual([`${f}-1`]);
    },
  );
});

describe('shipments_matching: the list with text in the search box', () => {
  /** One page of a function's rows in the list's total order, with the exact count. */
  async function page(
    fn: 'search_shipments' | 'shipments_matching',
    search: string,
    statusFilter: string,
    sort: 'created_at' | 'updated_at' | 'status',
    from: number,
  ) {
    let request = client
      .rpc(fn, { search, status_filter: statusFilter }, { count: 'exact' })
      .order(sort, { ascending: sort === 'status' });
    if (sort !== 'created_at') request = request.order('created_at', { ascending: false });
    const { data, error, count, status } = await request.order('id').range(from, from + 3);
    return { ids: (data ?? []).map((row) => row.id), error, count, status };
  }

  it('answers exactly what search_shipments answers, for any text, status, sort and page', async () => {
    const f = family();
    await seed([
      { id: `${f}-1`, shippername: `${f} Șerban`, recipientname: 'r', status: `${f} Livrat` },
      { id: `${f}-2`, shippername: `${f} b`, recipientname: `${f} 100% _x_`, status: 'În tranzit' },
      { id: `${f}-3`, shippername: `${f} c`, recipientname: "r'); drop table x; --" },
      { id: `${f}-4`, shippername: `${f} ٱلْعَرَبِيَّة`, recipientname: '<script>x</script>' },
      ...Array.from({ length: 6 }, (_, n) => ({
        id: `${f}-p${n}`,
        shippername: `${f} page`,
        recipientname: 'r',
      })),
    ]);
    const searches = [
      f,
      f.toUpperCase(),
      `${f} serban`,
      `${f}-2`,
      '100%',
      '_x_',
      "'); drop table",
      'ٱلْعَرَبِيَّة',
      '<script>',
      'or=(id.neq.0)',
      `${f} ${'ă'.repeat(10_000)}`,
      `no-such-${f}`,
      '',
      '   ',
      '\u0001\u001f',
    ];
    for (const search of searches) {
      for (const statusFilter of ['', `${f} Livrat`, 'În tranzit']) {
        for (const sort of ['created_at', 'updated_at', 'status'] as const) {
          for (const from of [0, 4]) {
            const label = JSON.stringify({ search: search.slice(0, 40), statusFilter, sort, from });
            const expected = await page('search_shipments', search, statusFilter, sort, from);
            const answered = await page('shipments_matching', search, statusFilter, sort, from);
            // A second page past the last row is PostgREST's 416 (PGRST103), alike for both.
            if (from === 0) expect(expected.error, label).toBeNull();
            expect(answered, label).toEqual(expected);
          }
        }
      }
    }
  });

  it('is for staff only: anon gets 42501, a signed-in customer no rows', async () => {
    const f = family();
    await seed([{ id: `${f}-1`, shippername: `${f} x`, recipientname: 'r' }]);
    const { status, error } = await anon().rpc('shipments_matching', { search: f });
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 401,
      code: '42501',
      message: 'permission denied for function shipments_matching',
    });
    const other = await customer();
    for (const search of [f, '']) {
      const answer = await other.rpc('shipments_matching', { search }, { count: 'exact' });
      expect(answer).toMatchObject({ status: 200, error: null, data: [], count: 0 });
    }
  });

  it('reads only the matching shipments for a search, by primary key, in every sort', async () => {
    // 10,000 rows as in the plans above, rolled back; 'PLAN123' matches PLAN123 and PLAN1230–9.
    const fill = `
      set local session_replication_role = replica;
      insert into public.shipments (id, shippername, recipientname, status, created_at, updated_at)
      select 'PLAN' || g, 'Plan shipper ' || g, 'Plan recipient ' || g,
             (array['Expediere creată', 'În tranzit', 'Livrat', 'Probleme'])[1 + g % 4],
             now() - make_interval(secs => (g * 7919) % 63072000),
             now() - make_interval(secs => (g * 104729) % 63072000)
        from generate_series(1, 10000) as g;
      set local session_replication_role = origin;
      analyze public.shipments;`;
    const orders = [listOrder('created_at'), listOrder('updated_at'), listOrder('status', true)];
    const plans = await withClient(stack.superuserDbUrl, (db) =>
      rolledBack(db, async () => {
        await db.query(fill);
        await actAsSignedInUser(db, staffUserId);
        const found = [];
        for (const order of orders) {
          const body = searchShipmentsBody('PLAN123', '');
          const sql = searchShipmentsSql(order, false, 'shipments_matching');
          const { rows } = await db.query<{ page_total: string }>(sql, [body, 25, 0]);
          found.push({
            pageTotal: Number(rows[0]?.page_total),
            plan: await explainAnalyze(db, sql, [body, 25, 0]),
          });
        }
        return found;
      }),
    );
    for (const { pageTotal, plan } of plans) {
      const scans = [...walkPlan(plan.plan)].filter((node) => node.relationName === 'shipments');
      // An Index Scan names shipments_pkey itself; a Bitmap Heap Scan through the key names it
      // on its Bitmap Index Scan child (the planner picks either for 11 ids, CI saw both).
      const indexes = scans.flatMap((scan) => [...walkPlan(scan)].map((node) => node.indexName));
      const shown = `${plan.chain}\n${JSON.stringify(plan.plan)}`;
      expect(pageTotal, shown).toBe(11);
      expect(
        {
          byPrimaryKey: indexes.includes('shipments_pkey'),
          rowsRead: scans.reduce((sum, node) => sum + (node.actualRows ?? 0), 0),
        },
        shown,
      ).toEqual({ byPrimaryKey: true, rowsRead: 11 });
    }
  });
});
