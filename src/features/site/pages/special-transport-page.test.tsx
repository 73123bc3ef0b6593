import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderInLanguage } from '@/testing/render-in-language';

import { SpecialTransportPage } from './special-transport-page';

const figures = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

describe('SpecialTransportPage', () => {
  it('lists 18 services, machines, vehicles, 12 benefits and FlexCover', () => {
    renderInLanguage(<SpecialTransportPage />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Special transport');

    const tags = screen.getByRole('region', { name: 'Our services at a glance' });
    expect(within(tags).getAllByRole('listitem')).toHaveLength(18);

    const system = screen.getByRole('region', { name: 'System solutions' });
    const benefits = within(system).getAllByRole('listitem');
    expect(benefits).toHaveLength(12);
    expect(benefits.at(-1)).toHaveTextContent('Experience from more than 5,000 transports');

    expect(
      screen.getByRole('region', { name: 'Machine and container transport' }),
    ).toHaveTextContent('Loads up to 4.0 m high and 3.70 m wide travel with special permits.');
    expect(screen.getByRole('region', { name: 'Vehicle transport' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How the escrow service works' })).toHaveAttribute(
      'href',
      '/en/escrow-service',
    );
    expect(
      screen.getByRole('region', { name: 'FlexCover: the covered trailer system' }),
    ).toBeInTheDocument();
  });

  it('takes every measure from the constants, written per language', () => {
    renderInLanguage(<SpecialTransportPage />, { lang: 'en' });
    expect(figures('Largest loads with special permits')).toEqual([
      'up to 4.0\u00a0m',
      'up to 3.70\u00a0m',
    ]);
    expect(figures('FlexCover in figures')).toEqual([
      'up to 130\u00a0m³',
      'up to 3,700\u00a0mm',
      'up to 3.0\u00a0m',
    ]);
  });

  it('in German too', () => {
    renderInLanguage(<SpecialTransportPage />, { lang: 'de' });
    expect(
      within(screen.getByRole('region', { name: 'Unsere Leistungen im Überblick' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(18);
    expect(figures('Größte Ladungen mit Sondergenehmigung')).toEqual([
      'bis 4,0\u00a0m',
      'bis 3,70\u00a0m',
    ]);
    expect(figures('FlexCover in Zahlen')).toEqual([
      'bis 130\u00a0m³',
      'bis 3.700\u00a0mm',
      'bis 3,0\u00a0m',
    ]);
    expect(screen.getByText('Erfahrung aus mehr als 5.000 Transporten')).toBeInTheDocument();
  });
});
