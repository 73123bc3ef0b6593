/** The Radix-based primitives as a user meets them: keyboard, focus, names, outcomes. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { Field } from './field';
import { Select, type SelectOption } from './select';

const STATUSES: SelectOption[] = [
  { value: 'created', label: 'Expediere creată' },
  { value: 'transit', label: 'În tranzit' },
  { value: 'delivered', label: 'Livrată' },
];

function StatusField() {
  const [status, setStatus] = useState<string>();
  return (
    <Field label="Stare" error={status ? undefined : 'Alegeți o stare.'}>
      <Select options={STATUSES} value={status} onValueChange={setStatus} placeholder="Alegeți…" />
    </Field>
  );
}

describe('Select', () => {
  it('is labelled by its Field, says when it is invalid, and is chosen with the keyboard', async () => {
    render(<StatusField />);
    const trigger = screen.getByRole('combobox', { name: 'Stare' });
    expect(trigger).toHaveTextContent('Alegeți…');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Alegeți o stare.');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'În tranzit' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger).toHaveTextContent('În tranzit');
    expect(trigger).not.toHaveAttribute('aria-invalid');
  });
});

describe('Dialog', () => {
  it('opens with its title and description, closes with the named close button or the footer, and gives focus back', async () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Istoric</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Închide">
          <DialogTitle>Istoricul expedierii</DialogTitle>
          <DialogDescription>Cele mai noi primele.</DialogDescription>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Gata</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>,
    );
    const opener = screen.getByRole('button', { name: 'Istoric' });
    await userEvent.click(opener);
    expect(
      screen.getByRole('dialog', { name: 'Istoricul expedierii' }),
    ).toHaveAccessibleDescription('Cele mai noi primele.');
    await userEvent.click(screen.getByRole('button', { name: 'Închide' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Gata' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AlertDialog', () => {
  function DeleteButton({ onDelete }: { onDelete: () => void }) {
    return (
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Șterge</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Ștergeți expedierea 482913?</AlertDialogTitle>
          <AlertDialogDescription>O puteți restaura imediat după.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Anulează</AlertDialogCancel>
            <AlertDialogAction onClick={onDelete}>Șterge definitiv</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }

  it('asks first, with Cancel focused, so Enter deletes nothing', async () => {
    let deleted = 0;
    render(<DeleteButton onDelete={() => (deleted += 1)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Șterge' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Ștergeți expedierea 482913?' }),
    ).toHaveAccessibleDescription('O puteți restaura imediat după.');
    expect(screen.getByRole('button', { name: 'Anulează' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deleted).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Șterge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Șterge definitiv' }));
    expect(deleted).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('DropdownMenu', () => {
  it('opens from the keyboard, runs the chosen item and closes', async () => {
    const chosen: string[] = [];
    render(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost">Acțiuni</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => chosen.push('edit')}>Editează</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive onSelect={() => chosen.push('delete')}>
            Șterge
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Acțiuni' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Editează',
      'Șterge',
    ]);
    expect(menu).toContainElement(screen.getByRole('separator'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen).toEqual(['delete']);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
