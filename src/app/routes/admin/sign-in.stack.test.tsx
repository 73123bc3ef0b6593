/**
 * /login against the real local stack: every message the screen can show, the pending state,
 * and where a successful sign-in goes.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage';
import { renderApp } from '@/testing/render-app';
import { backend, createAccount, seededStaff } from '@/testing/stack';

const EMAIL = 'Nume de utilizator (e-mail de serviciu)';

async function submit(account: { email: string; password: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(EMAIL), account.email);
  await user.type(screen.getByLabelText('Parolă'), account.password);
  await user.click(screen.getByRole('button', { name: 'Autentificare' }));
}

const toasts = () =>
  currentToasts().map(({ title, description, variant }) => ({ title, description, variant }));

describe('the form', () => {
  it('has the two fields password managers know, both required', async () => {
    await renderApp('/login');
    const email = await screen.findByLabelText(EMAIL);
    const password = screen.getByLabelText('Parolă');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.click(screen.getByRole('button', { name: 'Autentificare' }));
    expect(await screen.findByText('Introdu adresa de e-mail.')).toBeVisible();
    expect(screen.getByText('Introdu parola.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(toasts()).toEqual([]);
  });

  it('wants an e-mail address in the first field', async () => {
    await renderApp('/login');
    await submit({ email: 'staff', password: 'x' });
    expect(await screen.findByText('Introdu o adresă de e-mail validă.')).toBeVisible();
  });

  it('is disabled while the sign-in is under way, and Enter submits', async () => {
    const { location } = await renderApp('/login');
    await backend.holdRequests();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(EMAIL), seededStaff.email);
    await user.type(screen.getByLabelText('Parolă'), `${seededStaff.password}{Enter}`);
    expect(await screen.findByRole('button', { name: 'Se verifică...' })).toBeDisabled();

    await backend.comeBack();
    await waitFor(() => expect(location()).toBe('/admin/tracking'));
  });
});

describe('a failed sign-in', () => {
  it('wrong password: SPEC texts inline and in the destructive toast', async () => {
    const { location } = await renderApp('/login');
    await submit({ ...seededStaff, password: 'not-the-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nume de utilizator sau parolă incorectă.',
    );
    expect(toasts()).toEqual([
      {
        title: 'Eroare de autentificare',
        description: 'Verifică credențialele și încearcă din nou.',
        variant: 'destructive',
      },
    ]);
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Autentificare' })).toBeEnabled();
  });

  it('too many attempts (Auth answers 429 over_request_rate_limit): says to wait', async () => {
    await renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(EMAIL), seededStaff.email);
    await user.type(screen.getByLabelText('Parolă'), seededStaff.password);
    await backend.exhaustSignInLimit();
    await user.click(screen.getByRole('button', { name: 'Autentificare' }));
    const message = 'Prea multe încercări. Încearcă din nou peste câteva minute.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toasts()).toEqual([
      { title: 'Eroare de autentificare', description: message, variant: 'destructive' },
    ]);
  });

  it('backend unreachable: says so, not "wrong password"', async () => {
    await renderApp('/login');
    await screen.findByLabelText(EMAIL);
    await backend.goDown();
    await submit(seededStaff);
    const message =
      'Serverul de autentificare nu poate fi contactat. Verifică conexiunea la internet și încearcă din nou.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toasts()).toEqual([
      { title: 'Eroare de autentificare', description: message, variant: 'destructive' },
    ]);
  });

  it('an account that is not staff: refused and signed out', async () => {
    const { location } = await renderApp('/login?redirect=%2Fadmin%2Finfo');
    await submit(await createAccount(false));
    const message = 'Acest cont nu are acces la zona de administrare.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toasts()).toEqual([
      { title: 'Eroare de autentificare', description: message, variant: 'destructive' },
    ]);
    await waitFor(() => expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull());
    expect(location()).toBe('/login?redirect=%2Fadmin%2Finfo');
  });
});

describe('a successful sign-in', () => {
  it('toasts and opens the shipments screen', async () => {
    const { location } = await renderApp('/login');
    await submit(seededStaff);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestionare expedieri' }),
    ).toBeVisible();
    expect(location()).toBe('/admin/tracking');
    expect(toasts()).toEqual([
      { title: 'Autentificare reușită!', description: undefined, variant: 'default' },
    ]);
  });

  it('goes back to the staff page first asked for', async () => {
    const { location } = await renderApp('/admin/info?tab=de');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fadmin%2Finfo%3Ftab%3Dde'));
    await submit(seededStaff);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestionare informații' }),
    ).toBeVisible();
    expect(location()).toBe('/admin/info?tab=de');
  });

  it.each(['https://evil.example/admin/info', '//evil.example/admin/info', '/de/kontakt'])(
    'never follows ?redirect=%s: the shipments screen instead',
    async (target) => {
      const { location } = await renderApp(`/login?redirect=${encodeURIComponent(target)}`);
      await submit(seededStaff);
      await waitFor(() => expect(location()).toBe('/admin/tracking'));
    },
  );
});
