/**
 * The auth provider and the protected-route gate against the real local stack: every state
 * a staff page can be in before it shows anything.
 */
import { createClient } from '@supabase/supabase-js';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { AUTH_STORAGE_KEY } from '@/lib/auth-storage';
import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { supabase } from '@/lib/supabase';
import { auth } from '@/lib/supabase-auth';
import { backend, createAccount, seededStaff, stack } from '@/testing/stack';

import { AuthProvider } from './auth-provider';
import { RequireStaff } from './components/require-staff';
import { useAuth } from './use-auth';

const EMAIL_LABEL = 'Nume de utilizator (e-mail de serviciu)';

/** Where the gate sent us and why the session ended, as the login page will read them. */
function LoginProbe() {
  const { pathname, search } = useLocation();
  const { sessionEnd } = useAuth();
  return <p data-testid="login">{`${pathname}${search} ${sessionEnd ?? 'none'}`}</p>;
}

/** A staff screen that reads shipments, as the real ones will. */
function ShipmentCount() {
  const { data } = useQuery({
    queryKey: ['test', 'shipments'],
    queryFn: async () => {
      const { data: rows, error } = await supabase.from('shipments').select('id');
      if (error) throw error;
      return rows.length;
    },
  });
  return <h1>{data === undefined ? 'Expedieri' : `Expedieri: ${data}`}</h1>;
}

function renderAdmin(url: string) {
  const i18n = createI18n({ lng: 'ro', resources: resourcesFor('ro') });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <AuthProvider>
            <Routes>
              <Route path="/login" element={<LoginProbe />} />
              <Route element={<RequireStaff />}>
                <Route path="/admin/tracking" element={<ShipmentCount />} />
              </Route>
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

async function signInAs(account: { email: string; password: string }) {
  const { error } = await auth.signInWithPassword(account);
  if (error) throw error;
}

describe('a protected page', () => {
  it('says it is checking the session, then shows itself to staff', async () => {
    await signInAs(seededStaff);
    renderAdmin('/admin/tracking');
    expect(screen.getByRole('status')).toHaveTextContent('Se verifică sesiunea...');
    expect(await screen.findByRole('heading', { name: /^Expedieri: \d+$/ })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to /login, to come back afterwards', async () => {
    renderAdmin('/admin/tracking?page=2');
    expect(await screen.findByTestId('login')).toHaveTextContent(
      '/login?redirect=%2Fadmin%2Ftracking%3Fpage%3D2 none',
    );
  });

  it('signs out an account that is not staff, and says why', async () => {
    await signInAs(await createAccount(false));
    renderAdmin('/admin/tracking');
    // The gate redirects as soon as the answer is "no"; the sign-out follows.
    await waitFor(() =>
      expect(screen.getByTestId('login')).toHaveTextContent(
        '/login?redirect=%2Fadmin%2Ftracking notStaff',
      ),
    );
    await expect.poll(() => localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('offers to retry when the staff check cannot reach the backend', async () => {
    await signInAs(seededStaff);
    await backend.goDown();
    renderAdmin('/admin/tracking');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nu s-a putut verifica accesul: serverul nu poate fi contactat.',
    );
    await backend.comeBack();
    await userEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByRole('heading', { name: /^Expedieri: \d+$/ })).toBeVisible();
  });
});

/** The dialog a staff page keeps its place under once its session ended. */
async function signInAgainDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Sesiunea s-a încheiat' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'Sesiunea a expirat. Autentifică-te din nou.',
  );
  return dialog;
}

describe('a session that ends while the page is open', () => {
  it('signed out in another tab: the page stays, under a sign-in dialog', async () => {
    const account = await createAccount(true);
    await signInAs(account);
    renderAdmin('/admin/tracking');
    await screen.findByRole('heading', { name: /^Expedieri: \d+$/ });

    // Another tab of the same site: same storage, and auth-js tells the others.
    const otherTab = createClient(stack.proxyUrl, stack.anonKey, {
      auth: { storageKey: AUTH_STORAGE_KEY, autoRefreshToken: false },
    });
    expect((await otherTab.auth.signOut()).error).toBeNull();

    const dialog = await signInAgainDialog();
    expect(screen.queryByTestId('login')).toBeNull();
    expect(
      screen.getByRole('heading', { name: /^Expedieri: \d+$/, hidden: true }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText<HTMLInputElement>(EMAIL_LABEL).value).toBe(account.email);
  });

  it('a data request refused for its token (401 PGRST301): signing in again asks again', async () => {
    const account = await createAccount(true);
    await signInAs(account);
    renderAdmin('/admin/tracking');
    await screen.findByRole('heading', { name: /^Expedieri: \d+$/ });

    // The stored token is no longer one the database accepts; the next request says so.
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}') as object;
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ ...stored, access_token: 'not.a.token' }),
    );
    await queryClient.invalidateQueries({ queryKey: ['test'] });

    const dialog = await signInAgainDialog();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryState(['test', 'shipments'])?.status).toBe('error');

    await userEvent.type(within(dialog).getByLabelText('Parolă'), `${account.password}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // What the page asked while signed out is asked again with the new session.
    await waitFor(() =>
      expect(queryClient.getQueryState(['test', 'shipments'])?.status).toBe('success'),
    );
    expect(screen.queryByTestId('login')).toBeNull();
  });
});
