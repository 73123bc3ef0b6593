/** The public pages' toaster: what Radix Toast did for them, by roles and keys as users meet it. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PublicToaster } from './public-toaster';
import { currentToasts, dismissToast, toast } from './toast-store';

afterEach(() => {
  vi.useRealTimers();
  for (const item of currentToasts()) dismissToast(item.id);
});

const titles = () => currentToasts().map((item) => item.title);

function renderToaster() {
  render(<PublicToaster label="Benachrichtigungen" closeLabel="Schließen" />);
  return screen.getByRole('region', { name: 'Benachrichtigungen (F8)' });
}

/** Lets the toasts' first frame pass (their text arrives then) under fake timers. */
async function nextFrame() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(20);
  });
}

describe('PublicToaster', () => {
  it('lists each toast in its region, a status or (destructive) an alert, with a close button', async () => {
    const region = renderToaster();
    act(() => {
      toast({ title: 'Erfolg', description: 'Sendung 482913 gefunden.' });
      toast({ title: 'Fehler', description: 'Keine Sendung gefunden', variant: 'destructive' });
    });
    const [found, failed] = within(region).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    // The text arrives a frame after the toast.
    await waitFor(() =>
      expect(within(found).getByRole('status')).toHaveTextContent('ErfolgSendung 482913 gefunden.'),
    );
    expect(within(failed).getByRole('alert')).toHaveTextContent('FehlerKeine Sendung gefunden');
    expect(within(found).getByRole('status')).not.toHaveAttribute('lang');
    // The announced text is the message alone, not the button.
    expect(within(found).getByRole('status')).not.toHaveTextContent('Schließen');
    await userEvent.click(within(found).getByRole('button', { name: 'Schließen' }));
    expect(titles()).toEqual(['Fehler']);
  });

  it('marks a toast in another language than the page (the staff logout on a public page)', async () => {
    const region = renderToaster();
    act(() => {
      toast({
        title: 'Te-ai deconectat',
        description: 'Ai ieșit din zona de administrare.',
        lang: 'ro',
      });
    });
    const status = await within(region).findByRole('status');
    expect(status).toHaveAttribute('lang', 'ro');
    await waitFor(() => expect(status).toHaveTextContent('Te-ai deconectat'));
    // The close button speaks the page's language.
    expect(within(region).getByRole('button', { name: 'Schließen' }).closest('[lang]')).toBeNull();
  });

  it('closes a toast after its own duration, others after the default 5 s', async () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      toast({ title: 'Kurz' });
      toast({ title: 'Lang', duration: 10_000 });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_100);
    });
    expect(titles()).toEqual(['Lang']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_800);
    });
    expect(titles()).toEqual(['Lang']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(titles()).toEqual([]);
  });

  it('waits while the toasts are hovered, and keeps the time left when the pointer leaves', async () => {
    vi.useFakeTimers();
    const region = renderToaster();
    act(() => {
      toast({ title: 'Kopiert' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    fireEvent.pointerMove(region);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(titles()).toEqual(['Kopiert']);
    fireEvent.pointerLeave(region);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_900);
    });
    expect(titles()).toEqual(['Kopiert']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(titles()).toEqual([]);
  });

  it('waits while focus is in the toasts; F8 brings it there, Escape closes the toast it is in', async () => {
    vi.useFakeTimers();
    const region = renderToaster();
    act(() => {
      toast({ title: 'Erfolg' });
    });
    await nextFrame();
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    expect(region).toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(titles()).toEqual(['Erfolg']);

    act(() => screen.getByRole('button', { name: 'Schließen' }).focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape' });
    expect(titles()).toEqual([]);
    // Focus stays with the toasts instead of falling to the top of the page.
    expect(region).toHaveFocus();
  });

  it('resumes when focus leaves the toasts', async () => {
    vi.useFakeTimers();
    render(<button type="button">Seite</button>);
    renderToaster();
    act(() => {
      toast({ title: 'Erfolg' });
    });
    await nextFrame();
    act(() => screen.getByRole('button', { name: 'Schließen' }).focus());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(titles()).toEqual(['Erfolg']);
    act(() => screen.getByRole('button', { name: 'Seite' }).focus());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_100);
    });
    expect(titles()).toEqual([]);
  });

  it('closes a toast swiped 50 px to the right, not one moved less', () => {
    const region = renderToaster();
    act(() => {
      toast({ title: 'Bleibt' });
      toast({ title: 'Geht' });
    });
    const [stays, goes] = within(region).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    fireEvent.pointerDown(stays, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(stays, { button: 0, clientX: 149, pointerId: 1 });
    fireEvent.pointerDown(goes, { button: 0, clientX: 100, pointerId: 2 });
    fireEvent.pointerMove(goes, { clientX: 130, pointerId: 2 });
    fireEvent.pointerUp(goes, { button: 0, clientX: 150, pointerId: 2 });
    expect(titles()).toEqual(['Bleibt']);
  });

  it('runs a toast’s action once and closes it, and announces how to do it otherwise', async () => {
    const undone: string[] = [];
    renderToaster();
    act(() => {
      toast({
        title: 'Gelöscht',
        action: {
          label: 'Rückgängig',
          altText: 'Über die Liste wiederherstellen',
          onClick: () => undone.push('x'),
        },
      });
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'GelöschtÜber die Liste wiederherstellen',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(undone).toEqual(['x']);
    expect(titles()).toEqual([]);
  });
});
