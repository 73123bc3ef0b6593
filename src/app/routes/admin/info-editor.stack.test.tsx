/**
 * /admin/info against the real local stack (issue #12): the info text of every public
 * language, its messages (SPEC §8), limits, preview, unsaved changes and a colleague's save.
 */
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { auth } from '@/lib/supabase-auth';
import { renderApp } from '@/testing/render-app';
import { backend, createAccount, seededStaff, stack } from '@/testing/stack';
import type { Database } from '#common/database.types';

type Row = Database['public']['Tables']['info_content']['Row'];
type Text = Pick<Row, 'lang' | 'title' | 'content'>;

const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

const GERMAN_TITLE = 'Wichtige Informationen für unsere Kunden';
const ENGLISH_TITLE = 'Important information for our customers';
const POLISH_TITLE = 'Ważne informacje dla naszych klientów';
const SAVED = {
  title: 'Gata',
  description: 'Textul informativ a fost salvat.',
  variant: 'default',
};
const SAVE_FAILED = {
  title: 'Eroare',
  description: 'Nu s-a putut salva textul informativ.',
  variant: 'destructive',
};

let defaults: Text[];

beforeAll(async () => {
  const { data, error } = await admin.from('info_content').select('lang, title, content');
  if (error) throw error;
  defaults = data;
});

// Every language back as the migration wrote it, German first so that no language looks
// changed before it (the tabs' "probably outdated").
afterEach(async () => {
  const created = await admin.rpc('create_default_info_content');
  if (created.error) throw created.error;
  for (const rows of [
    defaults.filter((row) => row.lang === 'de'),
    defaults.filter((row) => row.lang !== 'de'),
  ]) {
    const { error } = await admin.from('info_content').upsert(rows);
    if (error) throw error;
  }
});

async function signInAs(account: { email: string; password: string }) {
  const { error } = await auth.signInWithPassword(account);
  if (error) throw error;
}

async function stored(lang: string): Promise<Text> {
  const { data, error } = await admin
    .from('info_content')
    .select('lang, title, content')
    .eq('lang', lang)
    .single();
  if (error) throw error;
  return data;
}

/** A colleague's save from another editor: a new version of the row. */
async function savedElsewhere(lang: string, text: Partial<Text>) {
  const { error } = await admin.from('info_content').update(text).eq('lang', lang);
  if (error) throw error;
}

async function openEditor(url = '/admin/info', account = seededStaff) {
  await signInAs(account);
  const app = await renderApp(url);
  await screen.findByRole('tablist', { name: 'Limba textului' });
  return app;
}

const titleField = () => screen.getByLabelText<HTMLInputElement>('Titlu');
const contentField = () => screen.getByLabelText<HTMLTextAreaElement>('Conținut');
const saveButton = () => screen.getByRole('button', { name: 'Salvează' });

/**
 * The "saved" toast, then the form clean again: the toast comes from the mutation's own
 * onSuccess, the form's reset from mutate's, after the mutation has settled.
 */
async function savedAndClean() {
  await waitFor(() => expect(toasts()).toEqual([SAVED]));
  await waitFor(() => expect(saveButton()).toBeDisabled());
}
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const preview = () => screen.getByRole('region', { name: 'Previzualizare' });
const toasts = () =>
  currentToasts().map(({ title, description, variant }) => ({ title, description, variant }));

async function retype(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('loading', () => {
  it('shows a tab per language, German first, its text, and the public panel as preview', async () => {
    await openEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestionare informații' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'Germană',
      'Engleză',
      'Franceză',
      'Italiană',
      'Spaniolă',
      'Olandeză',
      'Poloneză',
    ]);
    expect(tab('Germană')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByDisplayValue(GERMAN_TITLE)).toBe(titleField());
    expect(titleField()).toHaveAttribute('lang', 'de');
    expect(contentField()).toHaveAttribute('rows', '10');
    expect(contentField()).toHaveValue((await stored('de')).content);
    expect(screen.getByText('40 / 200 caractere')).toBeVisible();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText(/^Ultima salvare: \d+ \w+\.? \d{4}, \d\d:\d\d$/)).toBeVisible();
    const panel = within(preview()).getByRole('complementary', { name: GERMAN_TITLE });
    expect(panel).toHaveAttribute('lang', 'de');
  });

  it('opens the language the link names', async () => {
    await openEditor('/admin/info?tab=en');
    expect(tab('Engleză')).toHaveAttribute('aria-selected', 'true');
    expect(titleField()).toHaveValue(ENGLISH_TITLE);
    expect(titleField()).toHaveAttribute('lang', 'en');
  });

  it('that fails says so (SPEC §8) and loads again on request', async () => {
    await signInAs(seededStaff);
    await renderApp('/admin/content');
    await screen.findByRole('heading', { level: 1, name: 'Gestionare conținut' });
    await backend.goDown();
    await userEvent.click(screen.getByRole('link', { name: 'Informații' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nu s-a putut încărca textul informativ.',
    );
    expect(toasts()).toEqual([
      {
        title: 'Eroare',
        description: 'Nu s-a putut încărca textul informativ.',
        variant: 'destructive',
      },
    ]);
    await backend.comeBack();
    await userEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByDisplayValue(GERMAN_TITLE)).toBe(titleField());
  });
});

describe('saving', () => {
  it('saves one language, says so, and leaves the others as they were', async () => {
    await openEditor('/admin/info?tab=en');
    const german = await stored('de');
    await retype(titleField(), 'Closed on 24 December');
    await retype(contentField(), 'Line one\nLine two');
    expect(saveButton()).toBeEnabled();
    await userEvent.click(saveButton());

    await savedAndClean();
    expect(await stored('en')).toEqual({
      lang: 'en',
      title: 'Closed on 24 December',
      content: 'Line one\nLine two',
    });
    expect(await stored('de')).toEqual(german);
    expect(titleField()).toHaveValue('Closed on 24 December');
    expect(saveButton()).toBeDisabled();
  });

  it('marks the languages last changed before the German text, and the empty ones', async () => {
    await savedElsewhere('fr', { title: '', content: '' });
    await openEditor();
    await retype(titleField(), 'Neue Öffnungszeiten');
    await userEvent.click(saveButton());
    await savedAndClean();

    await waitFor(() =>
      expect(tab('Italiană')).toHaveAccessibleName('Italiană probabil neactualizat'),
    );
    expect(tab('Franceză')).toHaveAccessibleName('Franceză gol');
    expect(tab('Germană')).toHaveAccessibleName('Germană');
    await userEvent.click(tab('Italiană'));
    expect(
      await screen.findByText(
        'Modificat ultima dată înaintea textului german: verifică dacă mai corespunde.',
      ),
    ).toBeVisible();

    // Saving Italian again brings it up to date.
    await retype(titleField(), 'Informazioni aggiornate');
    await userEvent.click(saveButton());
    await waitFor(() => expect(tab('Italiană')).toHaveAccessibleName('Italiană'));
    expect(
      screen.queryByText(
        'Modificat ultima dată înaintea textului german: verifică dacă mai corespunde.',
      ),
    ).toBeNull();
    expect(tab('Engleză')).toHaveAccessibleName('Engleză probabil neactualizat');
  });

  it('keeps what was typed while the save was on its way, unsaved against the new version', async () => {
    await openEditor('/admin/info?tab=en');
    const before = await stored('en');
    await retype(titleField(), 'Closed on 24 December');
    await backend.holdRequests();
    const button = saveButton();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Se salvează...'));
    await userEvent.type(contentField(), ' Typed meanwhile.');
    await backend.comeBack();

    await waitFor(() => expect(toasts()).toEqual([SAVED]));
    expect(await stored('en')).toEqual({ ...before, title: 'Closed on 24 December' });
    expect(titleField()).toHaveValue('Closed on 24 December');
    expect(contentField()).toHaveValue(`${before.content} Typed meanwhile.`);
    // The toast comes with the answer; the button takes its label back in the next render.
    await waitFor(() => expect(saveButton()).toBeEnabled());

    await userEvent.click(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(await stored('en')).toEqual({
      ...before,
      title: 'Closed on 24 December',
      content: `${before.content} Typed meanwhile.`,
    });
  });

  it('that fails says so and keeps the typed text', async () => {
    await openEditor();
    const before = await stored('de');
    await retype(titleField(), 'Nicht gespeichert');
    await backend.goDown();
    await userEvent.click(saveButton());

    await waitFor(() => expect(toasts()).toEqual([SAVE_FAILED]));
    expect(titleField()).toHaveValue('Nicht gespeichert');
    expect(screen.queryByText('Altcineva a salvat între timp acest text.')).toBeNull();
    await backend.comeBack();
    expect(await stored('de')).toEqual(before);
  });
});

const CONFLICT_TITLE = 'Altcineva a salvat între timp acest text.';

describe("a colleague's save in between", () => {
  it('refuses mine, keeps my text, shows theirs and lets me take it', async () => {
    await openEditor();
    await retype(titleField(), 'Meine Fassung');
    await savedElsewhere('de', { title: 'Ihre Fassung', content: 'Ihr Text\nzweite Zeile' });
    await userEvent.click(saveButton());

    // The staff screens' one conflict panel: a region named by its alert, which takes the focus.
    const alert = await screen.findByRole('region', { name: CONFLICT_TITLE });
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFLICT_TITLE);
    expect(alert).toHaveFocus();
    expect(alert).toHaveTextContent(
      'Textul tău nu a fost salvat și a rămas în formular. Compară-l cu versiunea salvată, apoi alege ce păstrezi.',
    );
    await waitFor(() => expect(toasts()).toEqual([SAVE_FAILED]));
    expect(titleField()).toHaveValue('Meine Fassung');
    expect((await stored('de')).title).toBe('Ihre Fassung');

    const compare = within(alert).getByRole('button', { name: 'Arată versiunea salvată' });
    await userEvent.click(compare);
    expect(compare).toHaveAttribute('aria-expanded', 'true');
    expect(await within(alert).findByText('Ihre Fassung')).toBeVisible();
    expect(within(alert).getByText(/Ihr Text\s+zweite Zeile/)).toBeVisible();
    expect(within(alert).getByText(/^Versiunea salvată \(.+\)$/)).toBeVisible();

    await userEvent.click(within(alert).getByRole('button', { name: 'Preia versiunea salvată' }));
    expect(titleField()).toHaveValue('Ihre Fassung');
    expect(contentField()).toHaveValue('Ihr Text\nzweite Zeile');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saveButton()).toBeDisabled();
  });

  it('or save mine over theirs, knowingly', async () => {
    await openEditor('/admin/info?tab=nl');
    await retype(titleField(), 'Mijn versie');
    await savedElsewhere('nl', { title: 'Hun versie' });
    await userEvent.click(saveButton());
    const alert = await screen.findByRole('region', { name: CONFLICT_TITLE });
    const keepMine = within(alert).getByRole('button', { name: 'Salvează totuși textul meu' });
    await waitFor(() => expect(keepMine).toBeEnabled());
    await userEvent.click(keepMine);

    await waitFor(() => expect(toasts()).toEqual([SAVE_FAILED, SAVED]));
    expect((await stored('nl')).title).toBe('Mijn versie');
    // The toast comes with the answer; the conflict panel closes in the next render.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(saveButton()).toBeDisabled();
  });
});

describe('length limits', () => {
  it('count as the database does and refuse what is over, saying why', async () => {
    await openEditor();
    const before = await stored('de');
    const user = userEvent.setup();
    await user.clear(titleField());
    await user.paste('T'.repeat(201));
    expect(await screen.findByText('Titlul poate avea cel mult 200 de caractere.')).toBeVisible();
    expect(screen.getByText('201 / 200 caractere')).toHaveClass('text-red-700');
    expect(titleField()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(contentField());
    await user.paste('c'.repeat(10_001));
    expect(
      await screen.findByText('Conținutul poate avea cel mult 10.000 de caractere.'),
    ).toBeVisible();
    expect(screen.getByText('10.001 / 10.000 caractere')).toBeVisible();

    await user.click(saveButton());
    expect(toasts()).toEqual([]);
    expect(await stored('de')).toEqual(before);
  });

  it('take 200 characters outside the BMP, as the database does', async () => {
    await openEditor('/admin/info?tab=es');
    const user = userEvent.setup();
    await user.clear(titleField());
    await user.paste('🚚'.repeat(200));
    expect(screen.getByText('200 / 200 caractere')).not.toHaveClass('text-red-700');
    await user.click(saveButton());
    await waitFor(() => expect(toasts()).toEqual([SAVED]));
    expect((await stored('es')).title).toBe('🚚'.repeat(200));
  });
});

describe('the preview', () => {
  it('shows typed markup as text and links only web addresses', async () => {
    await openEditor('/admin/info?tab=fr');
    const user = userEvent.setup();
    await user.clear(contentField());
    await user.paste('<img src=x onerror="alert(1)"> <b>gras</b>\nVoir https://douane.example/fr.');
    const panel = within(preview()).getByRole('complementary');
    expect(panel).toHaveAttribute('lang', 'fr');
    expect(panel).toHaveTextContent(
      '<img src=x onerror="alert(1)"> <b>gras</b> Voir https://douane.example/fr.',
    );
    expect(panel.querySelector('img, b')).toBeNull();
    const link = within(panel).getByRole('link', { name: 'https://douane.example/fr' });
    expect(link).toHaveAttribute('href', 'https://douane.example/fr');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('shows the German text when the language has none, and no panel when German has none', async () => {
    await openEditor('/admin/info?tab=pl');
    expect(titleField()).toHaveValue(POLISH_TITLE);
    await retype(titleField(), '');
    await retype(contentField(), '');
    expect(
      within(preview()).getByText('Textul este gol, așa că pagina afișează textul german.'),
    ).toBeVisible();
    expect(within(preview()).getByRole('complementary', { name: GERMAN_TITLE })).toHaveAttribute(
      'lang',
      'de',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    await savedAndClean();
    expect(await stored('pl')).toEqual({ lang: 'pl', title: '', content: '' });
    await userEvent.click(tab('Germană'));
    await retype(await screen.findByDisplayValue(GERMAN_TITLE), '');
    await retype(contentField(), '');
    expect(
      within(preview()).getByText(
        'Nici textul acestei limbi, nici cel german nu au conținut: pagina nu afișează niciun panou.',
      ),
    ).toBeVisible();
    expect(within(preview()).queryByRole('complementary')).toBeNull();
  });
});

describe('a language without a row', () => {
  it('gets its default text, and the editor says so', async () => {
    expect((await admin.from('info_content').delete().eq('lang', 'pl')).error).toBeNull();
    await openEditor('/admin/info?tab=pl');
    expect(await screen.findByDisplayValue(POLISH_TITLE)).toBe(titleField());
    expect(toasts()).toEqual([
      {
        title: 'Gata',
        description: 'Textul informativ implicit a fost creat.',
        variant: 'default',
      },
    ]);
    expect((await stored('pl')).title).toBe(POLISH_TITLE);
  });

  it('that cannot be created says so and can be tried again', async () => {
    const account = await createAccount(true);
    await signInAs(account);
    await renderApp('/admin/content');
    await screen.findByRole('heading', { level: 1, name: 'Gestionare conținut' });
    // The account loses staff rights while the page is open: the database refuses to create.
    const userId = (await auth.getUser()).data.user?.id ?? '';
    expect((await admin.rpc('revoke_staff', { user_id: userId })).error).toBeNull();
    expect((await admin.from('info_content').delete().eq('lang', 'pl')).error).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Informații' }));

    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          title: 'Eroare',
          description: 'Nu s-a putut crea textul informativ implicit.',
          variant: 'destructive',
        },
      ]),
    );
    await userEvent.click(tab('Poloneză'));
    expect(tab('Poloneză')).toHaveAccessibleName('Poloneză lipsește');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nu s-a putut crea textul informativ implicit.',
    );

    expect((await admin.rpc('grant_staff', { user_id: userId })).error).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Creează textul implicit' }));
    expect(await screen.findByDisplayValue(POLISH_TITLE)).toBe(titleField());
    expect(toasts()).toContainEqual({
      title: 'Gata',
      description: 'Textul informativ implicit a fost creat.',
      variant: 'default',
    });
  });
});

describe('unsaved changes', () => {
  const dialog = () => screen.findByRole('alertdialog', { name: 'Modificări nesalvate' });

  it('are asked about before another screen opens; without changes nothing asks', async () => {
    const { location } = await openEditor();
    await userEvent.click(tab('Engleză'));
    await waitFor(() => expect(location()).toBe('/admin/info?tab=en'));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await retype(titleField(), 'Draft');
    await userEvent.click(screen.getByRole('link', { name: 'Expedieri' }));
    expect(await dialog()).toHaveTextContent(
      'Textul în engleză are modificări nesalvate. Dacă continui, ele se pierd.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rămâi aici' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toBe('/admin/info?tab=en');
    expect(titleField()).toHaveValue('Draft');

    await userEvent.click(screen.getByRole('link', { name: 'Expedieri' }));
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: 'Renunță la modificări' }),
    );
    await waitFor(() => expect(location()).toBe('/admin/tracking'));
    expect((await stored('en')).title).toBe(ENGLISH_TITLE);
  });

  it('are asked about before another language tab opens', async () => {
    const { location } = await openEditor();
    await retype(titleField(), 'Entwurf');
    await userEvent.click(tab('Poloneză'));
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Rămâi aici' }));
    expect(tab('Germană')).toHaveAttribute('aria-selected', 'true');
    expect(titleField()).toHaveValue('Entwurf');

    await userEvent.click(tab('Poloneză'));
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: 'Renunță la modificări' }),
    );
    await waitFor(() => expect(tab('Poloneză')).toHaveAttribute('aria-selected', 'true'));
    expect(location()).toBe('/admin/info?tab=pl');
    expect(titleField()).toHaveValue(POLISH_TITLE);
  });

  it('make closing or reloading the browser tab ask, until saved', async () => {
    await openEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await retype(titleField(), 'Ungespeichert');
    expect(unload()).toBe(true);
    await userEvent.click(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(toasts()).toEqual([SAVED]);
    expect(unload()).toBe(false);
  });

  it('are asked about before signing out', async () => {
    const { location } = await openEditor();
    await retype(titleField(), 'Entwurf');
    await userEvent.click(screen.getByRole('button', { name: 'Deconectare' }));
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Rămâi aici' }));
    expect(screen.getByText(`Cont: ${seededStaff.email}`)).toBeVisible();
    expect(titleField()).toHaveValue('Entwurf');

    await userEvent.click(screen.getByRole('button', { name: 'Deconectare' }));
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: 'Renunță la modificări' }),
    );
    await waitFor(() => expect(location()).toBe('/de'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toasts()).toContainEqual({
      title: 'Te-ai deconectat',
      description: 'Ai ieșit din zona de administrare.',
      variant: 'default',
    });
  });
});
