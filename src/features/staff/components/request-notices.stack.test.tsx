/**
 * The staff screen's parts of issue #36 against the real local stack: "Notificări despre cereri"
 * per account (owners on by default, staff off; an owner switches anyone, a staff member
 * only themselves) and the owner's "Setările cererilor" (issues #36, #48).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { queryClient } from '@/lib/query-client';
import { supabase } from '@/lib/supabase';
import { auth } from '@/lib/supabase-auth';
import { renderApp } from '@/testing/render-app';
import { createAccount, seededStaff } from '@/testing/stack';

async function signInAs(account: { email: string; password: string }): Promise<string> {
  const { data, error } = await auth.signInWithPassword(account);
  if (error) throw error;
  return data.user.id;
}

const toasts = () =>
  currentToasts().map(({ title, description, variant }) => ({ title, description, variant }));

const switchOf = (email: string) =>
  screen.findByRole('switch', { name: `Notificări despre cereri: ${email}` });

/** The screen afresh, as after a reload: nothing cached. */
async function reload() {
  cleanup();
  queryClient.clear();
  await renderApp('/admin/staff');
}

describe('request notices, for the owner', () => {
  it('shows each account’s effective value: the owner on, a staff member off', async () => {
    const colleague = await createAccount(true);
    await signInAs(seededStaff);
    await renderApp('/admin/staff');
    const headers = within(await screen.findByRole('table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toContain('Notificări despre cereri');
    expect(await switchOf(seededStaff.email)).toHaveAttribute('aria-checked', 'true');
    expect(await switchOf(colleague.email)).toHaveAttribute('aria-checked', 'false');
    expect(await switchOf(colleague.email)).toBeEnabled();
  });

  it('switches a colleague on and off, and the database keeps it', async () => {
    const colleague = await createAccount(true);
    await signInAs(seededStaff);
    await renderApp('/admin/staff');

    await userEvent.click(await switchOf(colleague.email));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Gata',
        description: `${colleague.email} primește de acum e-mailuri despre cererile de transport: cereri noi și răspunsuri la oferte.`,
        variant: 'default',
      }),
    );
    await reload();
    expect(await switchOf(colleague.email)).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(await switchOf(colleague.email));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Gata',
        description: `${colleague.email} nu mai primește e-mailuri despre cererile de transport.`,
        variant: 'default',
      }),
    );
    await reload();
    expect(await switchOf(colleague.email)).toHaveAttribute('aria-checked', 'false');
  });
});

describe('request notices, for a staff member who is not an owner', () => {
  it('may switch their own, never another account’s (42501), and sees no list', async () => {
    const ownerId = await signInAs(seededStaff);
    await auth.signOut({ scope: 'local' });
    const colleague = await createAccount(true);
    const colleagueId = await signInAs(colleague);

    const other = await supabase.rpc('set_request_notices', { user_id: ownerId, wanted: false });
    expect(other.error?.code).toBe('42501');
    const own = await supabase.rpc('set_request_notices', { user_id: colleagueId, wanted: true });
    expect(own.error).toBeNull();
    const settings = await supabase.rpc('set_transport_request_settings', {
      keep_months: 12,
      spam_keep_days: 30,
      acknowledgements_per_hour: 20,
      notices_per_hour: 10,
    });
    expect(settings.error?.code).toBe('42501');

    await renderApp('/admin/staff');
    expect(await screen.findByText(/^Doar proprietarul poate gestiona personalul\./)).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Setările cererilor' })).toBeNull();

    // The owner's own notices are as they were: on.
    cleanup();
    await auth.signOut({ scope: 'local' });
    queryClient.clear();
    await signInAs(seededStaff);
    await renderApp('/admin/staff');
    expect(await switchOf(seededStaff.email)).toHaveAttribute('aria-checked', 'true');
    expect(await switchOf(colleague.email)).toHaveAttribute('aria-checked', 'true');
  });
});

describe('Setările cererilor, for the owner', () => {
  it('shows the periods and the hourly e-mail caps, refuses what is out of range beside the field, saves and keeps them', async () => {
    await signInAs(seededStaff);
    await renderApp('/admin/staff');
    const section = within(await screen.findByRole('region', { name: 'Setările cererilor' }));
    const months = await section.findByLabelText('Cereri fără expediere: luni');
    const days = section.getByLabelText('Spam: zile');
    const acknowledgements = section.getByLabelText('Confirmări către clienți pe oră');
    const notices = section.getByLabelText(
      'Notificări pe oră, pentru fiecare membru al personalului',
    );
    expect(months).toHaveValue('6');
    expect(days).toHaveValue('30');
    expect(acknowledgements).toHaveValue('20');
    expect(notices).toHaveValue('10');
    expect(section.getByRole('group', { name: 'E-mailuri pe oră' })).toContainElement(notices);

    await userEvent.clear(months);
    await userEvent.type(months, '37');
    await userEvent.clear(days);
    await userEvent.type(days, '2,5');
    await userEvent.clear(acknowledgements);
    await userEvent.type(acknowledgements, '1001');
    await userEvent.click(section.getByRole('button', { name: 'Salvează setările' }));
    const monthsError = await section.findByText('Introdu un număr întreg de luni, între 1 și 36.');
    expect(months).toHaveAttribute('aria-invalid', 'true');
    expect(months.getAttribute('aria-describedby')).toContain(monthsError.id);
    expect(section.getByText('Introdu un număr întreg de zile, între 1 și 365.')).toBeVisible();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(section.getByText('Introdu un număr întreg între 0 și 1000.')).toBeVisible();
    expect(acknowledgements).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(months);
    await userEvent.type(months, '12');
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.clear(acknowledgements);
    await userEvent.type(acknowledgements, '0');
    await userEvent.clear(notices);
    await userEvent.type(notices, '3');
    await userEvent.click(section.getByRole('button', { name: 'Salvează setările' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Gata',
        description: 'Setările cererilor au fost salvate.',
        variant: 'default',
      }),
    );
    await reload();
    const again = within(await screen.findByRole('region', { name: 'Setările cererilor' }));
    expect(await again.findByLabelText('Cereri fără expediere: luni')).toHaveValue('12');
    expect(again.getByLabelText('Spam: zile')).toHaveValue('45');
    expect(again.getByLabelText('Confirmări către clienți pe oră')).toHaveValue('0');
    expect(
      again.getByLabelText('Notificări pe oră, pentru fiecare membru al personalului'),
    ).toHaveValue('3');

    // Back to the defaults for the other tests.
    const restored = await supabase.rpc('set_transport_request_settings', {
      keep_months: 6,
      spam_keep_days: 30,
      acknowledgements_per_hour: 20,
      notices_per_hour: 10,
    });
    expect(restored.error).toBeNull();
  });
});
