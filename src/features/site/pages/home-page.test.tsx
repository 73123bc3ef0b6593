import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderInLanguage } from '@/testing/render-in-language';

import { HomePage } from './home-page';

describe('HomePage', () => {
  it('has the hero, three figures, welcome, specialities and three service cards', () => {
    renderInLanguage(<HomePage />, { lang: 'en' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Heavy and special transport, handled personally',
    );
    expect(screen.getByText('Family business since 2019')).toBeInTheDocument();

    const figures = screen.getByRole('region', { name: 'Our company in figures' });
    const values = within(figures)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(values).toEqual(['6+', '5,000+', '100%']);
    expect(
      within(figures)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['years of experience', 'transports completed', 'satisfied customers']);

    const welcome = screen.getByRole('region', { name: 'Welcome to Musterfirma Transporte GmbH' });
    expect(within(welcome).getByText(/^Since 2019 we have been moving/)).toBeInTheDocument();
    expect(within(welcome).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);

    const services = screen.getByRole('region', { name: 'What we do for you' });
    const cards = within(services).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Heavy transport',
      'Standard transport',
      'Logistics and consulting',
    ]);
    expect(cards[0]).toHaveTextContent('Loads up to 4.0 m high and 3.70 m wide');
    expect(within(services).getByRole('link', { name: 'See all services' })).toHaveAttribute(
      'href',
      '/en/special-transport',
    );
    // The hero's and the closing band's calls to action both lead to the request (issue #36).
    const requests = screen.getAllByRole('link', { name: 'Request a transport' });
    expect(requests.map((link) => link.getAttribute('href'))).toEqual([
      '/en/transport-request',
      '/en/transport-request',
    ]);
  });

  it('writes the figures and measures as German does', () => {
    renderInLanguage(<HomePage />, { lang: 'de' });
    const figures = screen.getByRole('region', { name: 'Unser Unternehmen in Zahlen' });
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['6+', '5.000+', '100\u00a0%']);
    expect(screen.getByText(/Ladungen bis 4,0 m Höhe und 3,70 m Breite/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Leistungen ansehen' })).toHaveAttribute(
      'href',
      '/de/spezialtransporte',
    );
  });

  it('labels the figures with the plural form their count needs (Polish: 6 lat, not lata)', () => {
    renderInLanguage(<HomePage />, { lang: 'pl' });
    const figures = screen.getByRole('region', { name: 'Nasza firma w liczbach' });
    expect(
      within(figures)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['lat doświadczenia', 'zrealizowanych transportów', 'zadowolonych klientów']);
  });
});
