/**
 * The conflict panel in the confirm dialog's conflict slot, as staff meet it: the refusal takes
 * the focus and is read out, the confirm answer waits until the saved version is taken, and
 * the dialog still closes by Escape or Cancel.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { ConflictPanel } from './conflict-panel';

function Question({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      title="Respingi cererea A-1?"
      description="Clientul primește un e-mail."
      cancelLabel="Renunță"
      confirmLabel="Respinge"
      stayOpenOnConfirm
      conflict={
        conflict && (
          <ConflictPanel
            title="Cererea a fost modificată de altcineva între timp."
            explanation="Nu s-a schimbat nimic."
            ready={saved !== null}
          >
            {saved === null ? (
              <Button onClick={() => setSaved('Ofertă trimisă')}>Arată versiunea salvată</Button>
            ) : (
              <Button onClick={() => setConflict(false)}>Încarcă versiunea salvată</Button>
            )}
          </ConflictPanel>
        )
      }
      onCancel={onCancel}
      onConfirm={() => {
        onConfirm();
        setConflict(true);
      }}
    />
  );
}

describe('a confirm dialog with a conflict', () => {
  it('moves the focus to the refusal and lets the answer wait until the saved version is taken', async () => {
    const onConfirm = vi.fn();
    render(<Question onCancel={() => undefined} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Respingi cererea A-1?' });
    await userEvent.click(screen.getByRole('button', { name: 'Respinge' }));
    expect(onConfirm).toHaveBeenCalledOnce();

    const panel = screen.getByRole('region', {
      name: 'Cererea a fost modificată de altcineva între timp.',
    });
    expect(dialog).toContainElement(panel);
    await waitFor(() => expect(panel).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cererea a fost modificată de altcineva între timp.',
    );
    expect(screen.getByRole('button', { name: 'Respinge' })).toBeDisabled();

    // The keyboard reaches the panel's ways on before the answers.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Arată versiunea salvată' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Încarcă versiunea salvată' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: 'Respinge' })).toBeEnabled();
  });

  it('still closes by Escape while the conflict shows', async () => {
    const onCancel = vi.fn();
    render(<Question onCancel={onCancel} onConfirm={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Respinge' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
