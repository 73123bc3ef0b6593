/**
 * /admin/staff against the real local stack (issue #25, DECISIONS 21): the owner's list, a role
 * change, the last owner's refusal in Romanian, and a staff member who is not an owner.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { auth } from '@/lib/supabase-auth';
import { renderApp } from '@/testing/render-app';
import { createAccount, seededStaff } from '@/testing/stack';

async function signInAs(account: { email: string; password: string }) {
  const { error } = await auth.signInWithPassword(account);
  if (error) throw error;
}

const toasts = () =>
  currentToasts().map(({ title, description, variant }) => ({ title, description, variant }));

/** The table row of an account, found by its e-mail. */
async function rowOf(email: string) {
  const cell = await screen.findByRole('cell', { name: email });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

async function chooseInMenu(email: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: `Acțiuni pentru ${email}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('the owner', () => {
  it('finds the screen in the nav and sees every account with role, dates and state', async () => {
    const colleague = await createAccount(true);
    await signInAs(seededStaff);
    await renderApp('/admin/tracking');
    const nav = await screen.findByRole('navigation', { name: 'Navigare administrare' });
    await userEvent.click(await within(nav).findByRole('link', { name: 'Personal' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
    const headers = within(await screen.findByRole('table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'E-mail',
      'Rol',
      'Din',
      'Ultima autentificare',
      'Stare',
      'Notificări despre cereri',
      'Acțiuni',
    ]);
    const own = within(await rowOf(seededStaff.email)).getAllByRole('cell');
    expect([own[1]?.textContent, own[4]?.textContent]).toEqual(['proprietar', 'activ']);
    const other = within(await rowOf(colleague.email)).getAllByRole('cell');
    expect([other[1]?.textContent, other[4]?.textContent]).toEqual(['personal', 'activ']);
    expect(other[2]?.querySelector('time')).not.toBeNull();
  });

  it('makes a colleague an owner and back, and the list follows', async () => {
    const colleague = await createAccount(true);
    await signInAs(seededStaff);
    await renderApp('/admin/staff');
    await rowOf(colleague.email);

    await chooseInMenu(colleague.email, 'Dă rolul de proprietar');
    await waitFor(async () =>
      expect(within(await rowOf(colleague.email)).getAllByRole('cell')[1]).toHaveTextContent(
        'proprietar',
      ),
    );
    expect(toasts()).toContainEqual({
      title: 'Gata',
      description: `${colleague.email} are acum rolul „proprietar”.`,
      variant: 'default',
    });

    // Back, so the demo account is the only owner again for the next test.
    await chooseInMenu(colleague.email, 'Dă rolul de personal');
    await waitFor(async () =>
      expect(within(await rowOf(colleague.email)).getAllByRole('cell')[1]).toHaveTextContent(
        'personal',
      ),
    );
  });

  it('as the last owner, is told in Romanian that it cannot step down, and stays owner', async () => {
    await signInAs(seededStaff);
    await renderApp('/admin/staff');
    await rowOf(seededStaff.email);

    await chooseInMenu(seededStaff.email, 'Dă rolul de personal');
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Eroare',
        description: 'Este singurul proprietar: fă mai întâi pe altcineva proprietar.',
        variant: 'destructive',
      }),
    );
    expect(within(await rowOf(seededStaff.email)).getAllByRole('cell')[1]).toHaveTextContent(
      'proprietar',
    );
  });
});

describe('invitations, through the staff-admin function', () => {
  it('invites an address, lists it as invited, and withdraws it again', async () => {
    await signInAs(seededStaff);
    await renderApp('/admin/staff');
    await userEvent.click(await screen.findByRole('button', { name: 'Invită' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invită un coleg' });
    const email = `invited-${Date.now().toString(36)}@example.com`;
    await userEvent.type(within(dialog).getByLabelText('E-mail'), `a@example.com\nBcc: ${email}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite invitația' }));
    expect(await within(dialog).findByText('Adresa de e-mail nu este validă.')).toBeVisible();

    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.type(within(dialog).getByLabelText('E-mail'), email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite invitația' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Gata',
        description: `Invitația a fost trimisă la ${email}.`,
        variant: 'default',
      }),
    );
    const cells = within(await rowOf(email)).getAllByRole('cell');
    expect([cells[1]?.textContent, cells[4]?.textContent]).toEqual([
      'personal',
      'invitat, în așteptare',
    ]);

    await chooseInMenu(email, 'Retrage invitația');
    await waitFor(() => expect(screen.queryByRole('cell', { name: email })).toBeNull());
    expect(toasts()).toContainEqual({
      title: 'Gata',
      description: `Invitația pentru ${email} a fost retrasă.`,
      variant: 'default',
    });
  });
});

describe('drivers (issue #52)', () => {
  it('invites a driver, who is listed with the role șofer and offers no staff role', async () => {
    await signInAs(seededStaff);
    await renderApp('/admin/staff');
    await userEvent.click(await screen.findByRole('button', { name: 'Invită' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invită un coleg' });
    const email = `invited-driver-${Date.now().toString(36)}@example.com`;
    await userEvent.type(within(dialog).getByLabelText('E-mail'), email);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await userEvent.click(await screen.findByRole('option', { name: 'șofer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite invitația' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Gata',
        description: `Invitația a fost trimisă la ${email}.`,
        variant: 'default',
      }),
    );
    const cells = within(await rowOf(email)).getAllByRole('cell');
    expect([cells[1]?.textContent, cells[4]?.textContent]).toEqual([
      'șofer',
      'invitat, în așteptare',
    ]);

    await userEvent.click(screen.getByRole('button', { name: `Acțiuni pentru ${email}` }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Retrimite invitația',
      'Retrage invitația',
      'Elimină contul',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Retrage invitația' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: email })).toBeNull());
  });

  it('lists an active driver with the role șofer', async () => {
    const driver = await createAccount('driver');
    await signInAs(seededStaff);
    await renderApp('/admin/staff');
    const cells = within(await rowOf(driver.email)).getAllByRole('cell');
    expect([cells[1]?.textContent, cells[4]?.textContent]).toEqual(['șofer', 'activ']);
  });
});

describe('a staff member who is not an owner', () => {
  it('has no link to the screen, and opening it says only the owner may', async () => {
    await signInAs(await createAccount(true));
    await renderApp('/admin/staff');
    expect(
      await screen.findByText(
        'Doar proprietarul poate gestiona personalul. Dacă ai nevoie de un cont nou sau de o schimbare, adresează-te proprietarului firmei.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Navigare administrare' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Expedieri',
      expect.stringMatching(/^Cereri/),
      'Escrow: de făcut',
      'Informații',
      'Conținut',
    ]);
  });
});
