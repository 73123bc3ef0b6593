/**
 * The customer info text per public language (DECISIONS 15, issue #12): who reads and writes
 * which row, the version check, the length limits, and text kept exactly as typed. Every
 * refused write is checked in SQL afterwards: nothing changed.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, customer, service, staff } from './clients';
import { restoreInfoDefaults, sql } from './support';

const LANGS = ['de', 'en', 'fr', 'it', 'es', 'nl', 'pl'];

interface Row {
  lang: string;
  title: string;
  content: string;
  updated_at: string;
}

let staffClient: ProjectClient;
let otherStaff: ProjectClient;
let customerClient: ProjectClient;

beforeAll(async () => {
  [staffClient, otherStaff, customerClient] = await Promise.all([staff(), staff(), customer()]);
});

afterEach(restoreInfoDefaults);

async function stored(lang: string): Promise<Row | undefined> {
  const [row] = await sql<Row>(
    `select lang, title, content,
            to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as updated_at
       from public.info_content where lang = $1`,
    [lang],
  );
  return row;
}

async function load(client: ProjectClient, lang: string): Promise<Row> {
  const { data, error } = await client
    .from('info_content')
    .select('lang, title, content, updated_at')
    .eq('lang', lang)
    .single();
  if (error) throw error;
  return data;
}

/** The editor's save: the text and the version it loaded (save_info_content, issue #30). */
function save(
  client: ProjectClient,
  lang: string,
  text: { title?: string; content?: string },
  version: string,
) {
  return client.rpc('save_info_content', { lang, expected_updated_at: version, ...text });
}

describe('reading', () => {
  it('gives anyone the seven languages, each its own default text, none of them Romanian', async () => {
    const { data, error } = await anon()
      .from('info_content')
      .select('lang, title, content')
      .order('lang');
    expect(error).toBeNull();
    expect(data?.map((row) => row.lang)).toEqual([...LANGS].sort());
    const byLang = Object.fromEntries((data ?? []).map((row) => [row.lang, row]));
    expect(byLang.de).toEqual({
      lang: 'de',
      title: 'Wichtige Informationen für unsere Kunden',
      content:
        'Hier finden Sie wichtige Informationen zu Ihren Sendungen. Bei Fragen erreichen Sie uns telefonisch oder per E-Mail.',
    });
    expect(byLang.pl?.title).toBe('Ważne informacje dla naszych klientów');
    expect(new Set(data?.map((row) => row.title)).size).toBe(7);
    for (const row of data ?? []) {
      expect(row.content).not.toMatch(/Informații|expedierile|dumneavoastră/);
    }
  });

  it('keeps the text from before the languages out of reach of the API', async () => {
    const [kept] = await sql<{ title: string; content: string }>(
      'select title, content from private.info_content_before_languages',
    );
    expect(kept).toEqual({
      title: 'Informații Importante pentru Clienți',
      content:
        'Aici puteți găsi informații importante despre expedierile dumneavoastră. Pentru întrebări, contactați-ne telefonic sau prin e-mail.',
    });
    for (const client of [anon(), staffClient]) {
      const result = await client
        .schema('private' as 'public')
        .from('info_content_before_languages' as 'info_content')
        .select('*');
      expect(result).toMatchObject({ status: 406, error: { code: 'PGRST106' } });
    }
  });
});

describe('writing', () => {
  it('lets staff change one language and leaves the others as they were', async () => {
    const german = await stored('de');
    const english = await load(staffClient, 'en');
    const { data, error } = await save(
      staffClient,
      'en',
      { title: 'Closed on 24 December', content: 'Line one\nLine two' },
      english.updated_at,
    );
    expect(error).toBeNull();
    expect(data).toEqual({
      lang: 'en',
      title: 'Closed on 24 December',
      content: 'Line one\nLine two',
      updated_at: expect.any(String),
    });
    expect(Date.parse(data!.updated_at)).toBeGreaterThan(Date.parse(english.updated_at));
    expect(await stored('de')).toEqual(german);
  });

  it('refuses a signed-in customer: no row changes', async () => {
    const before = await stored('fr');
    const row = await load(customerClient, 'fr');
    const result = await save(customerClient, 'fr', { title: 'Piraté' }, row.updated_at);
    expect(result).toMatchObject({
      status: 403,
      data: null,
      error: { code: '42501', message: 'only staff may edit the info text' },
    });
    expect(await stored('fr')).toEqual(before);
  });

  it('refuses anon with permission denied', async () => {
    const before = await stored('fr');
    const result = await anon().from('info_content').update({ title: 'x' }).eq('lang', 'fr');
    expect(result).toMatchObject({
      status: 401,
      error: { code: '42501', message: 'permission denied for table info_content' },
    });
    expect(await save(anon(), 'fr', { title: 'x' }, before?.updated_at ?? '')).toMatchObject({
      status: 401,
      error: { code: '42501', message: 'permission denied for function save_info_content' },
    });
    expect(await stored('fr')).toEqual(before);
  });

  it("answers P0002 'no_info_content' for a language without a row", async () => {
    const row = await load(staffClient, 'pl');
    await sql("delete from public.info_content where lang = 'pl'");
    const result = await save(staffClient, 'pl', { title: 'x' }, row.updated_at);
    expect(result).toMatchObject({
      status: 500,
      error: { code: 'P0002', details: 'no_info_content' },
    });
  });

  it('never changes the language of a row', async () => {
    const result = await staffClient
      .from('info_content')
      .update({ lang: 'xx' })
      .eq('lang', 'it')
      .select('lang');
    expect(result).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'permission denied for table info_content' },
    });
    expect((await stored('it'))?.lang).toBe('it');
  });
});

describe('deleting', () => {
  it.each([
    ['anon', 401],
    ['customer', 403],
    ['staff', 403],
  ] as const)('is refused to %s: every language stays', async (who, status) => {
    const client = { anon: anon(), customer: customerClient, staff: staffClient }[who];
    const result = await client.from('info_content').delete().eq('lang', 'nl').select('lang');
    expect(result).toMatchObject({
      status,
      error: { code: '42501', message: 'permission denied for table info_content' },
    });
    const [{ count } = { count: '' }] = await sql<{ count: string }>(
      'select count(*) from public.info_content',
    );
    expect(count).toBe('7');
  });
});

describe('creating a missing language', () => {
  it('creates only the languages without a row, with their default text', async () => {
    const none = await staffClient.rpc('create_default_info_content');
    expect(none).toMatchObject({ error: null, data: [] });

    await sql("delete from public.info_content where lang in ('pl', 'es')");
    const { data, error } = await staffClient.rpc('create_default_info_content');
    expect(error).toBeNull();
    expect(
      data
        ?.map(({ lang, title }) => ({ lang, title }))
        .sort((a, b) => a.lang.localeCompare(b.lang)),
    ).toEqual([
      { lang: 'es', title: 'Información importante para nuestros clientes' },
      { lang: 'pl', title: 'Ważne informacje dla naszych klientów' },
    ]);
    expect((await stored('pl'))?.content).toBe(
      'Tutaj znajdą Państwo ważne informacje dotyczące przesyłek. W razie pytań prosimy o kontakt telefoniczny lub mailowy.',
    );
  });

  it('is refused to a customer and to anon, and creates nothing', async () => {
    await sql("delete from public.info_content where lang = 'pl'");
    expect(await customerClient.rpc('create_default_info_content')).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'only staff may create the info text' },
    });
    expect(await anon().rpc('create_default_info_content')).toMatchObject({
      status: 401,
      error: {
        code: '42501',
        message: 'permission denied for function create_default_info_content',
      },
    });
    expect(
      await customerClient.from('info_content').insert({ lang: 'pl', title: 'x' }),
    ).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'permission denied for table info_content' },
    });
    expect(await stored('pl')).toBeUndefined();
  });

  it('accepts only the seven public languages, once each (the table, written with the service key)', async () => {
    expect(
      await service().from('info_content').insert({ lang: 'ro', title: 'Titlu' }),
    ).toMatchObject({ status: 400, error: { code: '23514' } });
    const duplicate = await service().from('info_content').insert({ lang: 'de', title: 'x' });
    expect(duplicate).toMatchObject({ status: 409, error: { code: '23505' } });
    expect(duplicate.error?.message).toContain('info_content_pkey');
    expect(await sql("select 1 from public.info_content where lang = 'ro'")).toEqual([]);
  });
});

describe('the version check', () => {
  it('refuses a save based on a version someone else has replaced: PT409, nothing written', async () => {
    const mine = await load(staffClient, 'de');
    const theirs = await load(otherStaff, 'de');
    expect(
      (await save(otherStaff, 'de', { title: 'Ihre Fassung' }, theirs.updated_at)).error,
    ).toBeNull();
    const after = await stored('de');

    const result = await save(staffClient, 'de', { title: 'Meine Fassung' }, mine.updated_at);
    expect(result).toMatchObject({
      status: 409,
      data: null,
      error: { code: 'PT409', details: 'stale_updated_at' },
    });
    expect(await stored('de')).toEqual(after);
    expect(after?.title).toBe('Ihre Fassung');
  });

  it('accepts the same save on the version that is current now', async () => {
    const first = await load(staffClient, 'nl');
    expect((await save(otherStaff, 'nl', { title: 'Eerst' }, first.updated_at)).error).toBeNull();
    const current = await load(staffClient, 'nl');
    const result = await save(staffClient, 'nl', { title: 'Daarna' }, current.updated_at);
    expect(result.error).toBeNull();
    expect((await stored('nl'))?.title).toBe('Daarna');
  });
});

describe('length limits', () => {
  it.each([
    ['a title of 200 characters', { title: 'T'.repeat(200) }],
    ['200 characters outside the BMP', { title: '🚚'.repeat(200) }],
    ['content of 10,000 characters', { content: 'c'.repeat(10_000) }],
  ])('accept %s', async (_name, text) => {
    const row = await load(staffClient, 'es');
    expect((await save(staffClient, 'es', text, row.updated_at)).error).toBeNull();
    expect(await stored('es')).toMatchObject(text);
  });

  it.each([
    ['a title of 201 characters', { title: 'T'.repeat(201) }, 'info_content_title_length'],
    [
      'content of 10,001 characters',
      { content: 'c'.repeat(10_001) },
      'info_content_content_length',
    ],
  ])('refuse %s with its check, writing nothing', async (_name, text, constraint) => {
    const before = await stored('es');
    const row = await load(staffClient, 'es');
    const { error } = await save(staffClient, 'es', text, row.updated_at);
    expect(error).toMatchObject({ code: '23514' });
    expect(error?.message).toContain(constraint);
    expect(await stored('es')).toEqual(before);
  });
});

describe('hostile text', () => {
  it('is stored and read back exactly as typed', async () => {
    const title = '<img src=x onerror="alert(1)"> & \u202Egnp.exe';
    const content = [
      '<script>alert(document.cookie)</script>',
      'javascript:alert(1)',
      "'); drop table public.info_content; --",
      '{{constructor.constructor("alert(1)")()}}',
      '<a href="javascript:alert(1)">https://example.com</a>',
      'Zeile mit\ttab und \u200B unsichtbarem Zeichen',
    ].join('\n');
    const row = await load(staffClient, 'it');
    expect((await save(staffClient, 'it', { title, content }, row.updated_at)).error).toBeNull();
    expect(
      await anon().from('info_content').select('title, content').eq('lang', 'it'),
    ).toMatchObject({
      error: null,
      data: [{ title, content }],
    });
    expect(await stored('it')).toMatchObject({ title, content });
  });
});
