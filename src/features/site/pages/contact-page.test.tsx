import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderInLanguage } from '@/testing/render-in-language';

import { ContactPage } from './contact-page';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('ContactPage', () => {
  it('has three cards: phone as tel:, e-mail as mailto:, the postal address', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    const { container } = renderInLanguage(<ContactPage />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact');

    const cards = within(screen.getByRole('region', { name: 'How to reach us' }))
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Phone',
      'E-mail',
      'Address',
    ]);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', 'tel:+493012345678');
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', 'mailto:info@example.com');
    const address = container.querySelector('address');
    for (const line of ['Musterfirma Transporte GmbH', 'Musterstraße 1', '10115 Berlin'])
      expect(address).toHaveTextContent(line);
  });

  it('shows the company position on the map panel, 24rem high, with a link at zoom 15', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    // jsdom has no IntersectionObserver: the panel counts as near and its code loads at once.
    // An awaited act, since the panel suspends until then.
    await act(() => {
      renderInLanguage(<ContactPage />, { lang: 'de' });
      return Promise.resolve();
    });
    const map = within(screen.getByRole('region', { name: 'So finden Sie uns' }));
    expect(await map.findByTestId('location-map')).toHaveClass('h-96');
    expect(map.getByRole('link', { name: 'In OpenStreetMap öffnen' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=52.532&mlon=13.3849#map=15/52.532/13.3849',
    );
    expect(map.getByTestId('location-map')).toHaveTextContent('Musterstraße 1');
  });
});
