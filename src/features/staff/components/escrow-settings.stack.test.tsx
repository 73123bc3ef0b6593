/**
 * The owner's "Setările escrow" on /admin/staff against the real local stack (issue #53): the
 * inspection period as the database holds it, a value outside 1–30 refused beside the field
 * before anything is sent, a valid one saved and read back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { supabase } from '@/lib/supabase';
import { auth } from '@/lib/supabase-auth';
import { renderApp } from '@/testing/render-app';
import { seededStaff } from '@/testing/stack';

const toasts = () =>
  currentToasts().map(({ title, description, variant }) => ({ title, description, variant }));

async function storedPeriod() {
  const { data, error } = await supabase.rpc('escrow_settings');
  expect(error).toBeNull();
  return data;
}

afterEach(async () => {
  // The default again for the other tests of the run.
  const { error } = await supabase.rpc('set_escrow_settings', { period_days: 15 });
  expect(error).toBeNull();
});

describe('the escrow setting', () => {
  it('shows the period, refuses 31 beside the field, and saves 20', async () => {
    const { error } = await auth.signInWithPassword(seededStaff);
    if (error) throw error;
    await renderApp('/admin/staff');
    const section = await screen.findByRole('region', { name: 'Setările escrow' });
    const days = await within(section).findByRole('textbox', {
      name: 'Perioada de inspecție: zile',
    });
    expect(days).toHaveValue('15');
    expect(days).toHaveAccessibleDescription('Între 1 și 30 de zile; implicit 15.');

    await userEvent.clear(days);
    await userEvent.type(days, '31');
    await userEvent.click(within(section).getByRole('button', { name: 'Salvează perioada' }));
    expect(days).toHaveAccessibleDescription(
      'Între 1 și 30 de zile; implicit 15. Introdu un număr întreg de zile, între 1 și 30.',
    );
    expect(await storedPeriod()).toEqual({ period_days: 15 });

    await userEvent.clear(days);
    await userEvent.type(days, '20');
    await userEvent.click(within(section).getByRole('button', { name: 'Salvează perioada' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Gata',
        description: 'Perioada de inspecție este de acum 20 de zile.',
        variant: 'default',
      }),
    );
    expect(await storedPeriod()).toEqual({ period_days: 20 });
  });
});
