/**
 * A reset link's landing, as the browser gets it from Auth's /verify: the session in the URL
 * fragment (implicit flow), taken by the app's own auth client when it starts. That happens
 * once per page load, so this file holds the one test that starts from such a URL.
 */
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { renderApp } from '@/testing/render-app';
import { createAccount, stack } from '@/testing/stack';

const NEW_PASSWORD = 'a-brand-new-password';

function client() {
  return createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'link-test-client' },
  });
}

it('sets the new password with the link’s session, signs in and opens the shipments screen', async () => {
  const account = await createAccount(true);
  const { data, error } = await client().auth.signInWithPassword(account);
  if (error) throw error;
  const { access_token, refresh_token, expires_in, expires_at } = data.session;
  // What supabase/auth's /verify appends to redirect_to for a recovery link.
  const fragment = new URLSearchParams({
    access_token,
    expires_at: String(expires_at),
    expires_in: String(expires_in),
    refresh_token,
    token_type: 'bearer',
    type: 'recovery',
  });
  history.replaceState(null, '', `/login?parola=noua#${fragment.toString()}`);
  // The screen the journey ends on, loaded before it starts (with the link's URL already in
  // place, as the app's clients read it when they load): Vite transforms a module on its first
  // import, and under load that outlasted the 10 s the heading is waited for (soak, issue #38).
  await import('./shipments');

  const { location } = await renderApp(`/login?parola=noua#${fragment.toString()}`);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Alege o parolă nouă' }),
  ).toBeVisible();
  // auth-js took the session and cleared the fragment: the tokens do not stay in the URL.
  await waitFor(() => expect(window.location.hash).toBe(''));

  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Parola nouă'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Repetă parola nouă'), `${NEW_PASSWORD}{Enter}`);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Gestionare expedieri' }),
  ).toBeVisible();
  expect(location()).toBe('/admin/tracking');
  expect(currentToasts().map(({ title, description }) => ({ title, description }))).toEqual([
    { title: 'Parola a fost salvată', description: 'Te-ai autentificat cu parola nouă.' },
  ]);

  const old = await client().auth.signInWithPassword(account);
  expect(old.error?.code).toBe('invalid_credentials');
  const fresh = await client().auth.signInWithPassword({ ...account, password: NEW_PASSWORD });
  expect(fresh.error).toBeNull();
});
