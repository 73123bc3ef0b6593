/**
 * The tracking page with its real fetcher against a real stack (seeded with supabase/seed.sql):
 * what a customer sees for a found shipment, an unknown number and stored text of every kind.
 */
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, inject, it } from 'vitest';

import { currentToasts, dismissToast } from '@/components/ui/toast-store';
import type { Database } from '@/lib/database.types';
import type { Language } from '@/lib/i18n/languages';
import { queryClient } from '@/lib/query-client';
import { renderInLanguage } from '@/testing/render-in-language';

import { TrackingPage } from './tracking-page';

const { apiUrl, serviceRoleKey } = inject('componentStack');
const admin = createClient<Database>(apiUrl, serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** The seeded shipment in transit (supabase/seed.sql). */
const SEEDED = '482913';
let sequence = 0;

/** A shipment of this test's own, written with the service_role key. */
async function shipment(fields: Partial<Database['public']['Tables']['shipments']['Insert']>) {
  sequence += 1;
  const id = `CS-${Date.now().toString(36)}-${sequence}`;
  const { error } = await admin
    .from('shipments')
    .insert({ id, shippername: 'Test Shipper', recipientname: 'Test Recipient', ...fields });
  if (error) throw error;
  return id;
}

function renderPage(lang: Language, url: string) {
  return renderInLanguage(<TrackingPage />, { lang, url });
}

const toastTexts = () => currentToasts().map((t) => `${t.title}: ${t.description ?? ''}`);

beforeEach(() => {
  queryClient.clear();
  for (const item of currentToasts()) dismissToast(item.id);
});

describe('tracking page on the stack', () => {
  it('looks up a number from the URL, trimmed, and shows every card', async () => {
    renderPage('en', `/en/tracking?id=%20${SEEDED}%20`);
    const heading = await screen.findByRole('heading', { name: `Shipment ${SEEDED}` });
    expect(screen.getByRole('textbox')).toHaveValue(SEEDED);
    for (const card of [
      'Shipper',
      'Recipient',
      'Shipment details',
      'Financial details',
      'Route history',
      'Current location',
    ]) {
      expect(screen.getByRole('heading', { name: card })).toBeVisible();
    }
    expect(screen.getByText('Landtechnik Huber GmbH')).toBeVisible();
    expect(screen.getByText('120.130,00 EUR')).toBeVisible();
    expect(await screen.findByTestId('location-map')).toHaveTextContent('48.5734, 7.7521');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(toastTexts()).toEqual([`Success: Shipment ${SEEDED} found.`]);
  });

  it('translates the known statuses, keeps others as stored, newest first', async () => {
    const id = await shipment({
      status: 'În tranzit',
      shipperaddress: 'Industriestraße 14\n84130 Dingolfing',
      history: [
        {
          status: 'Expediere creată',
          location: 'Dingolfing, DE',
          date: '2026-11-16T08:12:00.000Z',
        },
        { status: 'În tranzit', location: 'Strasbourg, FR', date: '2026-11-18T09:05:00.000Z' },
        { status: 'Beim Zoll', location: 'Stuttgart, DE', date: '2026-11-17T14:40:00.000Z' },
      ],
    });
    renderPage('de', `/de/sendungsverfolgung?id=${id}`);
    await screen.findByRole('heading', { name: `Sendung ${id}` });
    const history = within(
      screen.getByRole('heading', { name: 'Routenverlauf' }).closest('section')!,
    );
    const items = history.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Unterwegs',
      'Beim Zoll',
      'Sendung erstellt',
    ]);
    expect(items.map((item) => item.querySelector('svg')?.getAttribute('data-color'))).toEqual([
      'green',
      'blue',
      'blue',
    ]);
    expect(items[0]).toHaveTextContent('18.11.2026');
    // Free text as stored, line breaks kept, not HTML.
    expect(screen.getByText(/Industriestraße 14/).textContent).toBe(
      'Industriestraße 14\n84130 Dingolfing',
    );
  });

  it('shows a problem as a warning and marks the progress', async () => {
    const id = await shipment({
      status: 'Probleme',
      history: [
        {
          status: 'Expediere creată',
          location: 'Dingolfing, DE',
          date: '2026-11-16T08:12:00.000Z',
        },
        { status: 'În tranzit', location: 'Stuttgart, DE', date: '2026-11-17T14:40:00.000Z' },
        { status: 'Probleme', location: 'Strasbourg, FR', date: '2026-11-18T09:05:00.000Z' },
      ],
    });
    renderPage('en', `/en/tracking?id=${id}`);
    await screen.findByRole('heading', { name: `Shipment ${id}` });
    expect(
      screen.getByText('There is a problem with this shipment. We will contact you.'),
    ).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Shipment progress' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-state')),
    ).toEqual(['done', 'current', 'upcoming']);
  });

  it('says so when there is no history, shows no map without a position, and the info text', async () => {
    const id = await shipment({ status: 'Beim Zoll', info: 'Call us before 10.' });
    renderPage('en', `/en/tracking?id=${id}`);
    await screen.findByRole('heading', { name: `Shipment ${id}` });
    expect(screen.getByText('No history exists for this shipment yet.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Current location' })).toBeNull();
    expect(screen.getByText('Call us before 10.')).toBeVisible();
    const details = within(
      screen.getByRole('heading', { name: 'Shipment details' }).closest('section')!,
    );
    expect(details.getByText('Beim Zoll')).toBeVisible();
  });

  it.each([
    ['en', 'No shipment found with number 000404', 'Error'],
    ['de', 'Keine Sendung mit der Nummer 000404 gefunden', 'Fehler'],
  ] as const)(
    'in %s answers an unknown number inline and in a toast',
    async (lang, message, title) => {
      renderPage(lang, `/${lang}/x?id=000404`);
      const box = await screen.findByTestId('tracking-error');
      expect(box).toHaveTextContent(message);
      await waitFor(() => expect(box).toHaveFocus());
      expect(currentToasts()).toEqual([
        expect.objectContaining({ title, description: message, variant: 'destructive' }),
      ]);
    },
  );

  it('clears the previous outcome when a new lookup finds the shipment', async () => {
    renderPage('en', '/en/tracking?id=000405');
    await screen.findByTestId('tracking-error');
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, SEEDED);
    await userEvent.click(screen.getByRole('button', { name: 'Track Shipment' }));
    expect(await screen.findByRole('heading', { name: `Shipment ${SEEDED}` })).toBeVisible();
    expect(screen.queryByTestId('tracking-error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Track Shipment' })).toBeEnabled();
  });

  it('shows hostile text as text', async () => {
    const script = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    const id = await shipment({ shippername: script, info: script });
    renderPage('en', `/en/tracking?id=${id}`);
    await screen.findByRole('heading', { name: `Shipment ${id}` });
    expect(screen.getAllByText(script)).toHaveLength(2);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
