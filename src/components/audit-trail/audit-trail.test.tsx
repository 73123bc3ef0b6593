/**
 * The audit trail's one shape: records parsed by the schema every trail uses, and shown as
 * loading, failed, empty or the records, each with its moment on the staff member's clock.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { auditEntrySchema } from './audit-entry';
import { AuditTrail } from './audit-trail';

const schema = z.array(auditEntrySchema(['insert', 'update']));
const TEXTS = { loading: 'Se încarcă...', failed: 'Nu s-a putut încărca.', empty: 'Nimic.' };

const RECORDS = schema.parse([
  {
    id: 2,
    changed_at: '2026-11-17T10:40:00Z',
    action: 'update',
    actor: 'ana@example.com',
    changes: { status: { from: 'Nouă', to: 'Respinsă' } },
  },
  { id: 1, changed_at: '2026-11-16T08:12:00Z', action: 'insert', actor: 'sistem', changes: {} },
]);

function Trail({
  trail,
}: {
  trail: { isPending: boolean; isError: boolean; data?: typeof RECORDS };
}) {
  return (
    <AuditTrail
      trail={trail}
      texts={TEXTS}
      summary={(entry, when) => (
        <>
          {entry.action} · {when} · {entry.actor}
        </>
      )}
      lines={(entry) =>
        Object.entries(entry.changes).map(([column, diff]) => {
          const { from, to } = diff as { from: string; to: string };
          return `${column}: ${from} → ${to}`;
        })
      }
    />
  );
}

describe('an audit trail', () => {
  it('refuses a record with an action the trail does not know', () => {
    const unknown = { ...RECORDS[0], action: 'link_create' };
    expect(schema.safeParse([unknown]).success).toBe(false);
  });

  it('shows each record: what, when on the reader’s clock, who, then what changed', () => {
    render(<Trail trail={{ isPending: false, isError: false, data: RECORDS }} />);
    const records = screen.getAllByRole('listitem').filter((item) => item.dataset.change);
    expect(records.map((record) => record.dataset.change)).toEqual(['update', 'insert']);
    const [update, insert] = records;
    expect(update!.querySelector('time')).toHaveAttribute('datetime', '2026-11-17T10:40:00Z');
    expect(update!.querySelector('p')?.textContent).toMatch(
      /^update · 17 nov\. 2026, \d\d:40 · ana@example\.com$/,
    );
    expect(within(update!).getByText('status: Nouă → Respinsă')).toBeVisible();
    expect(within(insert!).queryByRole('list')).toBeNull();
  });

  it('says when it loads, when it failed and when there is nothing', () => {
    const { rerender } = render(<Trail trail={{ isPending: true, isError: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă...');
    rerender(<Trail trail={{ isPending: false, isError: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nu s-a putut încărca.');
    rerender(<Trail trail={{ isPending: false, isError: false, data: [] }} />);
    expect(screen.getByText('Nimic.')).toBeVisible();
  });
});
