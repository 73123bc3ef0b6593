/**
 * The tracking page's info text on plain fetch (src/lib/public-api, issue #17) against the real
 * stack: the page language's row, else German's, read as an anonymous visitor.
 */
import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import type { Database } from '#common/database.types';

import { fetchShownInfo } from './fetch-shown-info';

const { apiUrl, serviceRoleKey } = inject('componentStack');
const admin = createClient<Database>(apiUrl, serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

type Text = Pick<Database['public']['Tables']['info_content']['Row'], 'lang' | 'title' | 'content'>;
let stored: Text[];

beforeAll(async () => {
  const { data, error } = await admin.from('info_content').select('lang, title, content');
  if (error) throw error;
  stored = data;
});

afterEach(async () => {
  const { error } = await admin.from('info_content').upsert(stored);
  if (error) throw error;
});

const storedText = (lang: string) => {
  const row = stored.find((text) => text.lang === lang);
  if (!row) throw new Error(`no stored info text in ${lang}`);
  return { title: row.title, content: row.content };
};

describe('fetchShownInfo on plain fetch', () => {
  it('reads the page language’s own text', async () => {
    expect(await fetchShownInfo('pl')).toMatchObject(storedText('pl'));
    expect(await fetchShownInfo('de')).toMatchObject(storedText('de'));
  });

  it('falls back to the German text when the language has none', async () => {
    const { error } = await admin.from('info_content').delete().eq('lang', 'nl');
    if (error) throw error;
    expect(await fetchShownInfo('nl')).toMatchObject(storedText('de'));
  });
});
