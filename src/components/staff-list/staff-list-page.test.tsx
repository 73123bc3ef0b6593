/**
 * The staff list page as staff meet it, with the URL as its only state: search, filter, pager,
 * the empty state's way back and a page beyond the end. The rows come from an array, paged and
 * searched the way the database does it, so the page's own code is what is tested.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { PAGE_SIZE } from '@/lib/list-pages';
import { ADMIN_LANGUAGE } from '#common/languages';

import { FilterChips } from './filter-chips';
import { type ListParams, listUrl } from './list-url-state';
import { StaffListPage } from './staff-list-page';
import { useListUrlState } from './use-list-url-state';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });

type Colour = 'roșu' | 'verde';
interface FruitParams extends ListParams {
  colour: Colour | null;
}
const fruitUrl = listUrl<FruitParams>({
  colour: {
    param: 'colour',
    read: (value) => (value === 'roșu' || value === 'verde' ? value : null),
    write: (colour) => colour,
  },
});

/** 30 fruits, 10 of them green. */
const FRUITS = Array.from({ length: 30 }, (_, index) => ({
  name: `Fruct ${index + 1}`,
  colour: index % 3 === 0 ? 'verde' : 'roșu',
}));

function FruitList({ failing, refetch }: { failing: boolean; refetch: () => void }) {
  const { params, change } = useListUrlState(fruitUrl);
  const matches = FRUITS.filter(
    (fruit) =>
      fruit.name.includes(params.search) && (!params.colour || fruit.colour === params.colour),
  );
  const start = (params.page - 1) * PAGE_SIZE;
  const list = {
    data: failing
      ? undefined
      : { rows: matches.slice(start, start + PAGE_SIZE), total: matches.length },
    isPending: false,
    isError: failing,
    isFetching: false,
    isPlaceholderData: false,
    refetch,
  };
  return (
    <StaffListPage
      header={<h1>Fructe</h1>}
      search={{ label: 'Caută fructe', placeholder: 'Nume' }}
      filter={
        <FilterChips<Colour>
          label="Filtrează după culoare"
          chips={[null, 'roșu', 'verde'].map((colour) => ({
            value: colour as Colour | null,
            label: colour ?? 'Toate',
          }))}
          selected={params.colour}
          onSelect={(colour) => change({ colour })}
        />
      }
      params={params}
      change={change}
      list={list}
      loading={<p role="status">Se încarcă...</p>}
      loadFailed="Nu s-au putut încărca fructele."
      empty={{
        message: 'Niciun fruct.',
        status: params.colour,
        onAllStatuses: () => change({ colour: null }),
      }}
      rows={(rows) => (
        <ul aria-label="Fructe">
          {rows.map((fruit) => (
            <li key={fruit.name}>{fruit.name}</li>
          ))}
        </ul>
      )}
    />
  );
}

function renderList(url: string, { failing = false, refetch = () => undefined } = {}) {
  const router = createMemoryRouter(
    [{ path: '/fructe', element: <FruitList failing={failing} refetch={refetch} /> }],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return {
    router,
    location,
    shown: () => screen.queryAllByRole('listitem').map((item) => item.textContent),
  };
}

describe('the staff list page', () => {
  it('pages through the list with the pager, the page in the URL and back', async () => {
    const { router, location, shown } = renderList('/fructe');
    expect(shown()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText('1–25 din 30')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pagina anterioară' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Pagina următoare' }));
    expect(location()).toBe('/fructe?page=2');
    expect(shown()).toEqual(['Fruct 26', 'Fruct 27', 'Fruct 28', 'Fruct 29', 'Fruct 30']);
    expect(screen.getByRole('button', { name: 'Pagina următoare' })).toBeDisabled();

    await act(() => router.navigate(-1));
    expect(location()).toBe('/fructe');
    expect(shown()).toHaveLength(PAGE_SIZE);
  });

  it('searches after a pause, in place of the history entry, from page 1', async () => {
    const { router, location, shown } = renderList('/fructe?page=2');
    const search = screen.getByRole('searchbox', { name: 'Caută fructe' });
    await userEvent.type(search, ' Fruct 1 ');
    await waitFor(() => expect(location()).toBe('/fructe?q=Fruct+1'));
    // The rows follow the URL in a later render (in the fresh clone's run under load, the URL
    // had changed while page 2's rows were still shown).
    await waitFor(() =>
      expect(shown()).toEqual(['Fruct 1', ...Array.from({ length: 10 }, (_, i) => `Fruct 1${i}`)]),
    );
    // The search replaced the entry: back leaves the list.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('filters with the chips, kept in the URL, from page 1', async () => {
    const { location, shown } = renderList('/fructe?page=2');
    const filter = screen.getByRole('group', { name: 'Filtrează după culoare' });
    await userEvent.click(screen.getByRole('button', { name: 'verde' }));
    expect(location()).toBe('/fructe?colour=verde');
    expect(shown()).toHaveLength(10);
    expect(filter.querySelector('[aria-pressed="true"]')).toHaveTextContent('verde');
  });

  it('offers the way back from an empty list, the focus in the emptied search box', async () => {
    const { location, shown } = renderList('/fructe?q=Par%C4%83&colour=verde');
    expect(screen.getByText('Niciun fruct.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Caută fructe' })).toHaveValue('Pară');

    await userEvent.click(screen.getByRole('button', { name: 'Arată toate statusurile' }));
    expect(location()).toBe('/fructe?q=Par%C4%83');
    await userEvent.click(screen.getByRole('button', { name: 'Șterge căutarea' }));
    expect(location()).toBe('/fructe');
    expect(screen.getByRole('searchbox', { name: 'Caută fructe' })).toHaveFocus();
    expect(shown()).toHaveLength(PAGE_SIZE);
  });

  it('replaces a page beyond the end by the last one', async () => {
    const { location, shown } = renderList('/fructe?page=9');
    await waitFor(() => expect(location()).toBe('/fructe?page=2'));
    expect(shown()).toHaveLength(5);
  });

  it('says when the list could not be loaded, and asks again', async () => {
    const refetch = vi.fn();
    renderList('/fructe', { failing: true, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Nu s-au putut încărca fructele.');
    await userEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
