/** The toaster as staff meet it: an action button (undo) and a duration of its own. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { currentToasts, dismissToast, toast } from './toast-store';
import { Toaster } from './toaster';

const LABELS = {
  closeLabel: 'Închide',
  label: 'Notificare',
  viewportLabel: 'Notificări ({hotkey})',
};

afterEach(() => {
  vi.useRealTimers();
  for (const item of currentToasts()) dismissToast(item.id);
});

describe('Toaster', () => {
  it('shows an action that runs once and closes the toast; plain toasts have none', async () => {
    const undone: string[] = [];
    render(<Toaster {...LABELS} />);
    act(() => {
      toast({ title: 'Info', description: 'Fără acțiune.' });
      toast({
        title: 'Gata',
        description: 'Expedierea a fost ștearsă.',
        action: {
          label: 'Anulează',
          altText: 'Restaurează expedierea 482913',
          onClick: () => undone.push('482913'),
        },
      });
    });
    const [plain, withAction] = screen.getAllByRole('listitem');
    expect(plain).toHaveTextContent('Fără acțiune.');
    expect(plain).not.toContainElement(screen.getByRole('button', { name: 'Anulează' }));
    expect(withAction).toContainElement(screen.getByRole('button', { name: 'Anulează' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anulează' }));
    expect(undone).toEqual(['482913']);
    expect(currentToasts().map((item) => item.title)).toEqual(['Info']);
  });

  it('names its region in the staff language, not Radix’s English default', () => {
    render(<Toaster {...LABELS} />);
    act(() => {
      toast({ title: 'Gata' });
    });
    expect(screen.getByRole('region', { name: 'Notificări (F8)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
  });

  it('keeps a toast for its own duration, others for the default 5 s', async () => {
    vi.useFakeTimers();
    render(<Toaster {...LABELS} />);
    act(() => {
      toast({ title: 'Scurt' });
      toast({ title: 'Lung', duration: 10_000 });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_100);
    });
    expect(currentToasts().map((item) => item.title)).toEqual(['Lung']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_800);
    });
    expect(currentToasts().map((item) => item.title)).toEqual(['Lung']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(currentToasts()).toEqual([]);
  });
});
