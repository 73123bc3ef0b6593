/** The route history in the page's language: its dates (DECISIONS 8) and the neutral place. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderInLanguage } from '@/testing/render-in-language';

import { RouteHistory } from './route-history';

const entry = { status: 'In transit', location: 'Wien', date: '2026-11-05T12:05:00.000Z' };

describe('route history dates', () => {
  it.each([
    // British English: day first, 24-hour clock, never "Nov 5, 2026, 1:05 PM".
    ['en', /^5 Nov 2026, \d{2}:05$/],
    ['de', /^05\.11\.2026, \d{2}:05$/],
    ['fr', /^5 nov\. 2026, \d{2}:05$/],
  ] as const)('in %s', (lang, written) => {
    renderInLanguage(<RouteHistory entries={[entry]} />, { lang, url: `/${lang}/x` });
    expect(screen.getByText(written, { selector: 'time' })).toHaveAttribute('datetime', entry.date);
  });
});

describe('the neutral place', () => {
  // create_shipment's place when staff give none, stored in Romanian (issue #30).
  it.each([
    ['en', 'Depot'],
    ['de', 'Lager'],
    ['pl', 'Magazyn'],
  ] as const)('is shown in %s', (lang, place) => {
    renderInLanguage(
      <RouteHistory
        entries={[
          { ...entry, location: 'Depozit' },
          { ...entry, location: 'Linz' },
        ]}
      />,
      { lang, url: `/${lang}/x` },
    );
    expect(screen.getByText(place, { selector: 'p' })).toBeVisible();
    expect(screen.queryByText('Depozit')).toBeNull();
    // Any other place stays as staff wrote it.
    expect(screen.getByText('Linz', { selector: 'p' })).toBeVisible();
  });
});
