/**
 * /login?parola=noua against the real local stack: "Ai uitat parola?" from /login, every
 * state of the page (ask for a link, choose a password, link refused) and every message its
 * forms can show. The link's session is given as a sign-in here
 * (new-password-link.stack.test.tsx starts from the link's URL itself).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { auth } from '@/lib/supabase-auth';
import { renderApp } from '@/testing/render-app';
import { backend, createAccount, stack } from '@/testing/stack';

import { latestMessageTo, verifyLink, waitForMessageTo } from '../../../../test-support/inbox';

const PASSWORD = 'Parola nouă';
const CONFIRM = 'Repetă parola nouă';
const SAVE = { name: 'Salvează parola' } as const;

/** Opens the view as a link to `url` would, once auth-js has taken the link's session. */
async function openLink(url = '/login?parola=noua') {
  const account = await createAccount(true);
  const { error } = await auth.signInWithPassword(account);
  if (error) throw error;
  return { account, ...(await renderApp(url)) };
}

describe('from /login', () => {
  it('"Ai uitat parola?" leads to the e-mail field, by keyboard', async () => {
    const { location } = await renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Ai uitat parola?' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parolă uitată' })).toBeVisible();
    expect(location()).toBe('/login?parola=noua');
    const email = screen.getByLabelText('Nume de utilizator (e-mail de serviciu)');
    expect(email).toHaveAttribute('autocomplete', 'username');

    await userEvent.click(screen.getByRole('button', { name: 'Trimite linkul' }));
    expect(await screen.findByText('Introdu adresa de e-mail.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'staff');
    await userEvent.click(screen.getByRole('button', { name: 'Trimite linkul' }));
    expect(await screen.findByText('Introdu o adresă de e-mail validă.')).toBeVisible();
  });
});

describe('asking for a link', () => {
  const EMAIL = 'Nume de utilizator (e-mail de serviciu)';
  const confirmation = (email: string) =>
    `Dacă adresa ${email} aparține unui cont al personalului, primești în câteva minute un e-mail cu un link pentru o parolă nouă. Linkul poate fi folosit o singură dată.`;

  async function ask(email: string) {
    await renderApp('/login?parola=noua');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(EMAIL), `${email}{Enter}`);
    const status = await screen.findByRole('status');
    expect(status).toHaveFocus();
    return status;
  }

  it('answers a staff address and an unknown one alike; only the account gets mail', async () => {
    const unknown = `nobody-${Date.now().toString(36)}@example.com`;
    expect(await ask(unknown)).toHaveTextContent(confirmation(unknown));
    cleanup();

    const { email } = await createAccount(true);
    expect(await ask(email)).toHaveTextContent(confirmation(email));
    const mail = await waitForMessageTo(stack.inboxUrl, email);
    const link = new URL(verifyLink(mail));
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    // Auth sends after answering, one request after another: the unknown address's request
    // came first, so by now it has left whatever it would leave (nothing).
    expect(await latestMessageTo(stack.inboxUrl, unknown)).toBeNull();
  });

  it('"Cere un link nou" brings the form back with the address', async () => {
    const { email } = await createAccount(true);
    await ask(email);
    await userEvent.click(screen.getByRole('button', { name: 'Cere un link nou' }));
    expect(await screen.findByLabelText(EMAIL)).toHaveValue(email);
  });

  it('backend unreachable: says so, and no confirmation', async () => {
    await renderApp('/login?parola=noua');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(EMAIL), 'staff@example.com');
    await backend.goDown();
    await user.click(screen.getByRole('button', { name: 'Trimite linkul' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Serverul nu poate fi contactat. Verifică conexiunea la internet și încearcă din nou.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the choose-password page', () => {
  it('an invitation gets a welcome heading and fields for new passwords', async () => {
    await openLink('/login?parola=invitatie');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bun venit! Alege-ți parola' }),
    ).toBeVisible();
    expect(screen.getByLabelText(PASSWORD)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(CONFIRM)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(PASSWORD)).toHaveAccessibleDescription('Cel puțin 12 caractere.');
  });

  it('an expired or used link says so and offers a new one', async () => {
    await renderApp(
      '/login?parola=noua#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Linkul nu mai este valabil' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Linkul a expirat sau a fost deja folosit. Cere mai jos un link nou: îl primești pe e-mail.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Nume de utilizator (e-mail de serviciu)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Trimite un link nou' })).toBeEnabled();
    expect(screen.queryByLabelText(PASSWORD)).toBeNull();
  });

  it('checks length and the repeat inline, before asking Auth', async () => {
    const { location } = await openLink();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', SAVE));
    expect(await screen.findByText('Introdu parola nouă.')).toBeVisible();
    expect(screen.getByText('Repetă parola nouă.')).toBeVisible();

    await user.type(screen.getByLabelText(PASSWORD), 'too-short');
    await user.type(screen.getByLabelText(CONFIRM), 'too-short');
    await user.click(screen.getByRole('button', SAVE));
    expect(await screen.findByText('Parola trebuie să aibă cel puțin 12 caractere.')).toBeVisible();
    expect(screen.getByLabelText(PASSWORD)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(PASSWORD));
    await user.type(screen.getByLabelText(PASSWORD), 'long-enough-password');
    await user.click(screen.getByRole('button', SAVE));
    expect(await screen.findByText('Parolele nu coincid.')).toBeVisible();
    expect(screen.getByLabelText(CONFIRM)).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/login?parola=noua');
  });

  it('the old password again: Auth’s same_password, shown at the field', async () => {
    const { account, location } = await openLink();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(PASSWORD), account.password);
    await user.type(screen.getByLabelText(CONFIRM), `${account.password}{Enter}`);
    expect(
      await screen.findByText('Parola nouă trebuie să fie diferită de cea veche.'),
    ).toBeVisible();
    expect(screen.getByLabelText(PASSWORD)).toHaveFocus();
    expect(location()).toBe('/login?parola=noua');
  });

  it('a session that ended meanwhile: the link is spent, a new one is offered', async () => {
    await openLink();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(PASSWORD), 'long-enough-password');
    await user.type(screen.getByLabelText(CONFIRM), 'long-enough-password');
    // Signed out everywhere from another device: Auth no longer knows this session.
    const { data } = await auth.getSession();
    const other = await fetch(`${import.meta.env.VITE_SUPABASE_URL}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: {
        apikey: import.meta.env.VITE_SUPABASE_ANON_KEY,
        Authorization: `Bearer ${data.session?.access_token ?? ''}`,
      },
    });
    expect(other.status).toBe(204);
    await user.click(screen.getByRole('button', SAVE));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Linkul nu mai este valabil' }),
    ).toBeVisible();
  });

  it('backend unreachable: says the password was not changed', async () => {
    await openLink();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(PASSWORD), 'long-enough-password');
    await user.type(screen.getByLabelText(CONFIRM), 'long-enough-password');
    await backend.goDown();
    await user.click(screen.getByRole('button', SAVE));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Serverul nu poate fi contactat, așa că parola nu a fost schimbată. Verifică conexiunea la internet și încearcă din nou.',
    );
    await waitFor(() => expect(screen.getByRole('button', SAVE)).toBeEnabled());
  });
});
