/**
 * The staff area once signed in, against the real local stack: the frame, logout (success and
 * failure), and a session that ends while a page is open.
 */
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage';
import { rememberLanguage } from '@/lib/i18n/language-storage';
import { auth } from '@/lib/supabase-auth';
import { renderApp } from '@/testing/render-app';
import { backend, createAccount, seededStaff, stack } from '@/testing/stack';
import type { Database } from '#common/database.types';

async function signInAs(account: { email: string; password: string }) {
  const { error } = await auth.signInWithPassword(account);
  if (error) throw error;
}

const toasts = () =>
  currentToasts().map(({ title, description, variant }) => ({ title, description, variant }));

describe('the admin frame', () => {
  it('names the account, marks the current screen, and is never indexed', async () => {
    await signInAs(seededStaff);
    await renderApp('/admin/content');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestionare conținut' }),
    ).toBeVisible();
    expect(screen.getByText('Gestionarea conținutului este în curs de dezvoltare.')).toBeVisible();
    expect(screen.getByText(`Cont: ${seededStaff.email}`)).toBeVisible();

    const nav = screen.getByRole('navigation', { name: 'Navigare administrare' });
    // The owners' screen joins once the database has said the account is an owner.
    await within(nav).findByRole('link', { name: 'Personal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Expedieri', '/admin/tracking'],
      // With the unopened requests' count when there are any.
      [expect.stringMatching(/^Cereri/), '/admin/requests'],
      ['Escrow: de făcut', '/admin/escrow'],
      ['Informații', '/admin/info'],
      ['Conținut', '/admin/content'],
      // The demo account is an owner (DECISIONS 21).
      ['Personal', '/admin/staff'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Conținut' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('ro'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('folds its menu behind a button that navigation closes again', async () => {
    await signInAs(seededStaff);
    await renderApp('/admin/tracking');
    const toggle = await screen.findByRole('button', { name: 'Deschide meniul' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Închide meniul');
    await userEvent.click(screen.getByRole('link', { name: 'Informații' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestionare informații' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deschide meniul' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('logout', () => {
  it('signs out, toasts in Romanian and goes to the last public language', async () => {
    rememberLanguage('fr');
    await signInAs(seededStaff);
    const { location } = await renderApp('/admin/tracking');
    await userEvent.click(await screen.findByRole('button', { name: 'Deconectare' }));

    await waitFor(() => expect(location()).toBe('/fr'));
    expect(toasts()).toEqual([
      {
        title: 'Te-ai deconectat',
        description: 'Ai ieșit din zona de administrare.',
        variant: 'default',
      },
    ]);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('that fails keeps the session and says so (SPEC §8)', async () => {
    await signInAs(seededStaff);
    const { location } = await renderApp('/admin/tracking');
    const logout = await screen.findByRole('button', { name: 'Deconectare' });
    await backend.goDown();
    await userEvent.click(logout);

    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          title: 'Deconectarea nu a reușit',
          description:
            'Serverul nu poate fi contactat, așa că sesiunea a rămas deschisă. Verifică conexiunea la internet și încearcă din nou.',
          variant: 'destructive',
        },
      ]),
    );
    expect(location()).toBe('/admin/tracking');
    expect(screen.getByText(`Cont: ${seededStaff.email}`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deconectare' })).toBeEnabled();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  });
});

describe('a session that ends while a page is open', () => {
  const service = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  let polish: { title: string; content: string };
  beforeAll(async () => {
    const { data, error } = await service
      .from('info_content')
      .select('title, content')
      .eq('lang', 'pl')
      .single();
    if (error) throw error;
    polish = data;
  });
  afterAll(async () => {
    const { error } = await service.from('info_content').update(polish).eq('lang', 'pl');
    if (error) throw error;
  });

  it('keeps the page and its typed input under a sign-in dialog, and saves after signing in', async () => {
    const account = await createAccount(true);
    await signInAs(account);
    const { location } = await renderApp('/admin/info?tab=pl');
    await screen.findByRole('tablist', { name: 'Limba textului' });
    const user = userEvent.setup();
    const title = screen.getByLabelText<HTMLInputElement>('Titlu');
    const typed = `Ważne: ${crypto.randomUUID()}`;
    await user.clear(title);
    await user.type(title, typed);

    // Signed out in another tab of the site: auth-js tells this one (SIGNED_OUT).
    const otherTab = createClient(stack.proxyUrl, stack.anonKey, {
      auth: { storageKey: AUTH_STORAGE_KEY, autoRefreshToken: false },
    });
    expect((await otherTab.auth.signOut()).error).toBeNull();

    const dialog = await screen.findByRole('dialog', { name: 'Sesiunea s-a încheiat' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Sesiunea a expirat. Autentifică-te din nou.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Închide' })).toBeNull();
    expect(location()).toBe('/admin/info?tab=pl');
    expect(screen.getByLabelText<HTMLInputElement>('Titlu').value).toBe(typed);

    const email = within(dialog).getByLabelText<HTMLInputElement>(
      'Nume de utilizator (e-mail de serviciu)',
    );
    expect(email.value).toBe(account.email);
    await user.type(within(dialog).getByLabelText('Parolă'), `${account.password}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/admin/info?tab=pl');
    expect(screen.getByLabelText<HTMLInputElement>('Titlu').value).toBe(typed);

    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Gata',
        description: 'Textul informativ a fost salvat.',
        variant: 'default',
      }),
    );
    const { data, error } = await service.from('info_content').select('title').eq('lang', 'pl');
    expect(error).toBeNull();
    expect(data).toEqual([{ title: typed }]);
  });
});
