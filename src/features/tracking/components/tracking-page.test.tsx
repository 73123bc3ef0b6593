/**
 * The tracking page's states and messages, in English and German. The network is replaced at
 * our own fetcher (trackShipment); the real call is covered by tests/integration and e2e.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { currentToasts, dismissToast } from '@/components/ui/toast-store';
import type { Language } from '@/lib/i18n/languages';
import { queryClient } from '@/lib/query-client';
import { renderInLanguage } from '@/testing/render-in-language';

import { trackShipment } from '../api/track-shipment';
import type { TrackedShipment } from '../api/tracked-shipment';
import { TrackingPage } from './tracking-page';

vi.mock('../api/track-shipment', () => ({ trackShipment: vi.fn() }));
// The map is its own component with its own tests; here it only has to be asked for.
vi.mock('@/components/map/location-map', () => ({
  LocationMap: ({ label }: { label: string }) => <div data-testid="map">{label}</div>,
}));

const lookUp = vi.mocked(trackShipment);

const shipment: TrackedShipment = {
  id: '482913',
  status: 'În tranzit',
  shippername: 'Landtechnik Huber GmbH',
  shipperaddress: 'Industriestraße 14\n84130 Dingolfing',
  recipientname: 'Ferme Dubois EARL',
  recipientaddress: '12 Route de Chartres, 28000 Chartres',
  transportedgoods: 'Traktor Fendt 724 Vario',
  accessories: 'Frontlader',
  info: null,
  purchaseprice: '118.500,00 EUR',
  shippingcosts: '1.450,00 EUR',
  additionalservices: '',
  totalamount: '120.130,00 EUR',
  paymentmethod: 'Treuhandkonto',
  history: [
    { status: 'Expediere creată', location: 'Dingolfing, DE', date: '2026-11-16T08:12:00.000Z' },
    { status: 'În tranzit', location: 'Strasbourg, FR', date: '2026-11-18T09:05:00.000Z' },
    { status: 'Beim Zoll', location: 'Stuttgart, DE', date: '2026-11-17T14:40:00.000Z' },
  ],
  currentposition: { lat: 48.5734, lng: 7.7521 },
};

function postgrestError(code: string) {
  return Object.assign(new Error(code), { code, details: '', hint: '' });
}

function renderPage(lang: Language = 'en', url = '/en/tracking?id=482913') {
  return renderInLanguage(<TrackingPage />, { lang, url });
}

const toastTexts = () => currentToasts().map((t) => `${t.title}: ${t.description ?? ''}`);

beforeEach(() => {
  lookUp.mockReset();
  queryClient.clear();
  for (const item of currentToasts()) dismissToast(item.id);
});
afterEach(() => vi.restoreAllMocks());

describe('tracking page', () => {
  it('starts idle, with the form and no outcome', () => {
    renderPage('en', '/en/tracking');
    expect(screen.getByRole('heading', { level: 1, name: 'Track your shipment' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Track Shipment' })).toBeEnabled();
    expect(lookUp).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Track Shipment', 'Please enter a tracking number.'],
    ['de', 'Sendung verfolgen', 'Bitte geben Sie eine Sendungsnummer ein.'],
  ] as const)(
    'in %s answers an empty or blank number inline and sends nothing',
    async (lang, button, message) => {
      renderPage(lang, `/${lang}/x`);
      await userEvent.type(screen.getByRole('textbox'), '   ');
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(lookUp).not.toHaveBeenCalled();
    },
  );

  it('looks up a number from the URL, trimmed, and shows every card', async () => {
    lookUp.mockResolvedValue(shipment);
    renderPage('en', '/en/tracking?id=%20482913%20');
    const heading = await screen.findByRole('heading', { name: 'Shipment 482913' });
    expect(lookUp).toHaveBeenCalledWith('482913', expect.anything());
    expect(screen.getByRole('textbox')).toHaveValue('482913');
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
    // Free text as stored, line breaks kept, not HTML.
    expect(screen.getByText(/Industriestraße 14/).textContent).toBe(
      'Industriestraße 14\n84130 Dingolfing',
    );
    expect(await screen.findByTestId('map')).toHaveTextContent('48.5734, 7.7521');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(toastTexts()).toEqual(['Success: Shipment 482913 found.']);
    expect(
      screen.getByText('Shipment 482913 found.', { selector: 'p[aria-live]' }),
    ).toBeInTheDocument();
  });

  it('translates the known statuses and shows others as stored, newest first with green then blue icons', async () => {
    lookUp.mockResolvedValue(shipment);
    renderPage('de', '/de/sendungsverfolgung?id=482913');
    await screen.findByRole('heading', { name: 'Sendung 482913' });
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
    expect(history.getByRole('list')).toHaveClass('max-h-80', 'overflow-y-auto');
  });

  it('shows a status it does not know exactly as staff wrote it', async () => {
    lookUp.mockResolvedValue({ ...shipment, status: 'Beim Zoll' });
    renderPage();
    await screen.findByRole('heading', { name: 'Shipment 482913' });
    const details = within(
      screen.getByRole('heading', { name: 'Shipment details' }).closest('section')!,
    );
    expect(details.getByText('Beim Zoll')).toBeVisible();
  });

  it('marks progress and shows issues as a warning', async () => {
    lookUp.mockResolvedValue({ ...shipment, status: 'Probleme' });
    renderPage();
    await screen.findByRole('heading', { name: 'Shipment 482913' });
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

  it('says so when there is no history and shows no map without a position, info only when present', async () => {
    lookUp.mockResolvedValue({
      ...shipment,
      history: [],
      currentposition: null,
      info: 'Call us before 10.',
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Shipment 482913' });
    expect(screen.getByText('No history exists for this shipment yet.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Current location' })).toBeNull();
    expect(screen.getByText('Call us before 10.')).toBeVisible();
  });

  it.each([
    ['en', 'PGRST116', 'No shipment found with number 999999', 'Error'],
    ['de', 'PGRST116', 'Keine Sendung mit der Nummer 999999 gefunden', 'Fehler'],
    ['en', 'PT429', 'Too many attempts. Please try again in a few minutes.', 'Error'],
    [
      'de',
      'PT429',
      'Zu viele Versuche. Bitte versuchen Sie es in ein paar Minuten erneut.',
      'Fehler',
    ],
    ['en', '500', 'An error occurred while searching for the shipment.', 'Error'],
    ['de', '', 'Bei der Suche nach der Sendung ist ein Fehler aufgetreten.', 'Fehler'],
  ] as const)(
    'in %s maps %s to its message, inline and in a destructive toast',
    async (lang, code, message, title) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      lookUp.mockRejectedValue(postgrestError(code));
      renderPage(lang, `/${lang}/x?id=999999`);
      const box = await screen.findByTestId('tracking-error');
      expect(box).toHaveTextContent(message);
      await waitFor(() => expect(box).toHaveFocus());
      expect(currentToasts()).toEqual([
        expect.objectContaining({ title, description: message, variant: 'destructive' }),
      ]);
      // Only failures the customer cannot cause are logged as errors.
      expect(logged.mock.calls.length > 0).toBe(code !== 'PGRST116' && code !== 'PT429');
    },
  );

  it('clears the previous outcome and says "Searching..." while a new lookup runs', async () => {
    lookUp.mockRejectedValueOnce(postgrestError('PGRST116'));
    renderPage('en', '/en/tracking?id=111111');
    await screen.findByTestId('tracking-error');

    let finish: (value: TrackedShipment) => void = () => undefined;
    lookUp.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Track Shipment' }));

    expect(await screen.findByRole('button', { name: 'Searching...' })).toBeDisabled();
    expect(screen.queryByTestId('tracking-error')).toBeNull();
    await act(() => {
      finish(shipment);
      return Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Shipment 482913' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Track Shipment' })).toBeEnabled();
  });

  it('shows hostile text as text', async () => {
    const script = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    lookUp.mockResolvedValue({ ...shipment, shippername: script, info: script });
    renderPage();
    await screen.findByRole('heading', { name: 'Shipment 482913' });
    expect(screen.getAllByText(script)).toHaveLength(2);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
