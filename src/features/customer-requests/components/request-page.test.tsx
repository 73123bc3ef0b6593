import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { pathFor } from '@/lib/routes/route-manifest';
import { renderInLanguage } from '@/testing/render-in-language';
import { LANGUAGES } from '#common/languages';

import { RequestPage } from './request-page';

afterEach(() => sessionStorage.clear());

const HEADINGS = {
  de: 'Transportanfrage',
  en: 'Transport request',
  fr: 'Demande de transport',
  it: 'Richiesta di trasporto',
  es: 'Solicitud de transporte',
  nl: 'Transportaanvraag',
  pl: 'Zapytanie o transport',
};

describe('RequestPage', () => {
  it.each(LANGUAGES)('renders the whole form in %s, with its links', (lang) => {
    renderInLanguage(<RequestPage />, { lang });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HEADINGS[lang]);
    const form = screen.getByRole('form');
    // Five parts, each a group named by its heading.
    expect(within(form).getAllByRole('group', { name: /./ }).length).toBeGreaterThanOrEqual(5);
    const links = within(form).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      pathFor('services', lang),
      pathFor('privacy', lang),
    ]);
    // The honeypot is neither seen nor heard nor reached with Tab.
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.autocomplete).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole('textbox', { name: /website|leer|empty/i })).toBeNull();
  });

  it('shows the permit hint for a width of 3,00 and "beyond" for 3,80, in German', async () => {
    const user = userEvent.setup();
    renderInLanguage(<RequestPage />, { lang: 'de' });
    const hint = screen.getByTestId('oversize-hint');
    expect(hint).toHaveAttribute('aria-live', 'polite');
    expect(hint).toBeEmptyDOMElement();

    const width = screen.getByLabelText(/^Breite \(m\)/);
    await user.type(width, '3,00');
    expect(hint).toHaveTextContent(
      'Mit diesen Maßen liegt Ihre Ladung voraussichtlich über den zulässigen Regelmaßen (Breite 3,00 m, zulässig 2,55 m). Dann sind eine Sondergenehmigung und ein Begleitfahrzeug wahrscheinlich nötig; bitte planen Sie für die Genehmigung 2–4 Wochen ein.',
    );
    await user.clear(width);
    await user.type(width, '3,80');
    expect(hint).toHaveTextContent(
      'Mit diesen Maßen liegt Ihre Ladung über dem, was wir üblicherweise transportieren (Breite 3,80 m, wir fahren üblicherweise bis 3,70 m). Senden Sie die Anfrage trotzdem: Wir prüfen sie und rufen Sie an.',
    );
  });

  it('writes the hint in English with English numbers', async () => {
    const user = userEvent.setup();
    renderInLanguage(<RequestPage />, { lang: 'en' });
    const height = screen.getByLabelText(/^Height \(m\)/);
    await user.type(height, '3.50');
    expect(screen.getByTestId('oversize-hint')).toHaveTextContent(
      'likely to exceed the standard limits (height 3.50 m, with the vehicle over 4.00 m)',
    );
    // The load alone over 4.00 m: what we usually carry, not "with the vehicle" (issue #49).
    await user.clear(height);
    await user.type(height, '4.20');
    expect(screen.getByTestId('oversize-hint')).toHaveTextContent(
      'exceeds what we usually carry (height 4.20 m, we usually carry up to 4.00 m)',
    );
    // The weight says the vehicle is in it.
    await user.clear(height);
    await user.type(screen.getByLabelText(/^Weight \(kg\)/), '30000');
    expect(screen.getByTestId('oversize-hint')).toHaveTextContent(
      '(total weight with the vehicle about 46,000 kg, limit 40,000 kg)',
    );
  });

  it('asks how loading works at the collection and how unloading works at the delivery (review X-1)', () => {
    renderInLanguage(<RequestPage />, { lang: 'de' });
    const pickup = screen.getByRole('group', { name: 'Abholung' });
    const delivery = screen.getByRole('group', { name: 'Lieferung' });
    const loading = within(pickup).getByRole('combobox', { name: /^Wie wird dort verladen\?/ });
    const unloading = within(delivery).getByRole('combobox', {
      name: /^Wie wird dort entladen\?/,
    });
    expect(loading).toHaveAttribute('name', 'pickup_loading');
    expect(unloading).toHaveAttribute('name', 'delivery_loading');
    // Driving under its own power serves both ends: onto the low-loader, or off it.
    for (const select of [loading, unloading]) {
      expect(
        within(select).getByRole('option', {
          name: 'Fährt mit eigener Kraft auf bzw. vom Tieflader',
        }),
      ).toHaveValue('drives_on');
    }
  });

  it('keeps what is typed in this tab and puts it back after a reload', async () => {
    const user = userEvent.setup();
    const first = renderInLanguage(<RequestPage />, { lang: 'pl' });
    await user.type(screen.getByLabelText(/^Imię i nazwisko/), 'Anna Nowak');
    await user.selectOptions(screen.getByLabelText(/^Jaki to ładunek/), 'tractor');
    await user.type(screen.getByLabelText(/^Szerokość \(m\)/), '3,80');
    await user.click(screen.getByRole('radio', { name: 'Gąsienice' }));
    first.unmount();

    renderInLanguage(<RequestPage />, { lang: 'pl' });
    await waitFor(() =>
      expect(screen.getByLabelText(/^Imię i nazwisko/)).toHaveValue('Anna Nowak'),
    );
    expect(screen.getByLabelText(/^Jaki to ładunek/)).toHaveValue('tractor');
    expect(screen.getByLabelText(/^Szerokość \(m\)/)).toHaveValue('3,80');
    expect(screen.getByRole('radio', { name: 'Gąsienice' })).toBeChecked();
    // The tractor's questions are shown, the container's are not.
    expect(screen.getByRole('group', { name: 'Koła czy gąsienice?' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Rozmiar kontenera' })).toBeNull();
    expect(screen.getByTestId('oversize-hint')).toHaveTextContent(
      'wykracza poza to, co zwykle przewozimy',
    );
  });

  // Every keystroke is kept as a draft; one that changes nothing the page shows (the name, a
  // town) must not render the whole form again: under load that made typing (and the reload
  // test above) slow enough to miss Vitest's 5 s (issue #50).
  it('does not render the form again for a keystroke in the name', async () => {
    const commits: string[] = [];
    const user = userEvent.setup();
    renderInLanguage(
      <Profiler id="request-page" onRender={(_, phase) => commits.push(phase)}>
        <RequestPage />
      </Profiler>,
      { lang: 'de' },
    );
    const name = screen.getByLabelText(/^Ihr Name/);
    // The first tap wakes the engine; it has come once its module has and React is done.
    await user.click(name);
    await act(() => import('./form-engine'));
    commits.length = 0;
    await user.keyboard('Anna Nowak');
    expect(name).toHaveValue('Anna Nowak');
    // Before the fix one commit per keystroke (10); the engine's own arrival (the lazy module's
    // mount, then its API) may still land in the window on a loaded machine: two at most.
    expect(commits.length).toBeLessThanOrEqual(2);
  });

  it('marks the fields to correct, next to each, and moves the focus to the first', async () => {
    const user = userEvent.setup();
    renderInLanguage(<RequestPage />, { lang: 'de' });
    await user.type(screen.getByLabelText(/^Breite \(m\)/), '3.200,5');
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));

    const name = screen.getByLabelText(/^Ihr Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    expect(screen.getByLabelText(/^Breite \(m\)/)).toHaveAccessibleDescription(
      'Bitte geben Sie eine Zahl ein, z.\u00a0B. 3,20.',
    );
    expect(screen.getByLabelText(/^Um welche Ladung/)).toHaveAccessibleDescription(
      'Bitte wählen Sie eine Möglichkeit.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die markierten Felder.');
    // Nothing typed is lost.
    expect(screen.getByLabelText(/^Breite \(m\)/)).toHaveValue('3.200,5');
  });
});

describe('RequestPage with an offer link', () => {
  it.each(['?ref=A-2026-00001', '?k=abc', '?ref=%20&k=abc'])(
    'stays the form without both parts (%s)',
    (search) => {
      renderInLanguage(<RequestPage />, { lang: 'en', url: `/en/transport-request${search}` });
      expect(screen.getByRole('form')).toBeVisible();
      expect(screen.queryByText('Loading your offer…')).toBeNull();
    },
  );
});
