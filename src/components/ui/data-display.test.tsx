import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Badge } from './badge';
import { Skeleton } from './skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

describe('Table, Badge, Skeleton', () => {
  it('make a table named by its caption, with column headers, badges as text, skeletons unseen', () => {
    render(
      <Table>
        <TableCaption>Expedieri</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Număr</TableHead>
            <TableHead>Stare</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>482913</TableCell>
            <TableCell>
              <Badge tone="info">În tranzit</Badge>
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell>
              <Skeleton className="h-4 w-16" />
            </TableCell>
            <TableCell>
              <Skeleton className="h-4 w-24" />
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Expedieri' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Număr', 'Stare']);
    expect(within(table).getByRole('cell', { name: 'În tranzit' })).toBeVisible();
    const [, , loadingRow] = within(table).getAllByRole('row');
    expect(
      within(loadingRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '']);
    expect(loadingRow!.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
