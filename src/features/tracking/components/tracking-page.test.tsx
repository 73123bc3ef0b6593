/**
 * What the tracking page does before any request: the idle page and the inline answer to an
 * empty number. Everything that needs the backend's answer is in tracking-page.stack.test.tsx,
 * against a real stack.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderInLanguage } from '@/testing/render-in-language';
import type { Language } from '#common/languages';

import { TrackingPage } from './tracking-page';

function renderPage(lang: Language, url: string) {
  return renderInLanguage(<TrackingPage />, { lang, url });
}

afterEach(() => vi.restoreAllMocks());

describe('tracking page', () => {
  it('starts idle, with the form and no outcome, and sends nothing', () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    renderPage('en', '/en/tracking');
    expect(screen.getByRole('heading', { level: 1, name: 'Track your shipment' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Track shipment' })).toBeEnabled();
    expect(screen.queryByTestId('tracking-error')).toBeNull();
    expect(requests).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Track shipment', 'Please enter a tracking number.'],
    ['de', 'Sendung verfolgen', 'Bitte geben Sie eine Sendungsnummer ein.'],
  ] as const)(
    'in %s answers an empty or blank number inline and sends nothing',
    async (lang, button, message) => {
      const requests = vi.spyOn(globalThis, 'fetch');
      renderPage(lang, `/${lang}/x`);
      await userEvent.type(screen.getByRole('textbox'), '   ');
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(requests).not.toHaveBeenCalled();
    },
  );
});
