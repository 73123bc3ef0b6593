import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderInLanguage } from '@/testing/render-in-language';

import { RouteErrorBoundary } from './route-error-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('boom');
  return <p>Page content</p>;
}

describe('route error boundary', () => {
  it('shows a localized message and a way back instead of a blank page, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    renderInLanguage(
      <RouteErrorBoundary resetKey="/de/kontakt">
        <Fragile />
      </RouteErrorBoundary>,
      { lang: 'de' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Da ist etwas schiefgelaufen');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
    expect(screen.queryByText('boom')).toBeNull();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(screen.getByText('Page content')).toBeVisible();
  });
});
