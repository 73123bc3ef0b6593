import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';

import { HydrationMark, useHydrated } from './use-hydrated';

function Probe({ renders }: { renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'live' : 'prerendered'}</p>;
}

// Outside Testing Library, React asks to be told it runs under act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('matches the prerendered HTML while hydrating, then turns true; later mounts start true', () => {
  const mismatch = vi.spyOn(console, 'error');
  const container = document.createElement('div');
  const page = (renders: boolean[]) => (
    <>
      <Probe renders={renders} />
      <HydrationMark />
    </>
  );
  container.innerHTML = renderToString(page([]));
  expect(container.textContent).toBe('prerendered');

  const hydrating: boolean[] = [];
  act(() => {
    hydrateRoot(container, page(hydrating));
  });
  expect(container.textContent).toBe('live');
  expect(hydrating).toEqual([false, true]);
  expect(mismatch).not.toHaveBeenCalled();

  // Mounted after hydration (a client-side navigation): no second pass.
  const later: boolean[] = [];
  act(() => {
    createRoot(document.createElement('div')).render(<Probe renders={later} />);
  });
  expect(later).toEqual([true]);
});
