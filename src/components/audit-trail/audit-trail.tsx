import type { ReactNode } from 'react';

import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { AuditEntry } from './audit-entry';

/** What the trail reads of its query (TanStack Query's result, kept structural here). */
interface AuditQuery<Entry> {
  isPending: boolean;
  isError: boolean;
  data?: Entry[];
}

/**
 * An audit trail, newest first: loading, failed, empty and the records as sibling states. Each
 * record is its `summary` (who and what, around `when`: the moment on the staff member's clock)
 * and the `lines` of what it changed.
 */
export function AuditTrail<Entry extends AuditEntry>({
  trail,
  texts,
  summary,
  lines,
}: {
  trail: AuditQuery<Entry>;
  texts: { loading: string; failed: string; empty: string };
  summary: (entry: Entry, when: ReactNode) => ReactNode;
  lines: (entry: Entry) => ReactNode[];
}) {
  if (trail.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {texts.loading}
      </p>
    );
  }
  if (trail.isError || !trail.data) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {texts.failed}
      </p>
    );
  }
  if (trail.data.length === 0) return <p className="text-sm text-slate-700">{texts.empty}</p>;
  return (
    <ol className="divide-y divide-slate-200">
      {trail.data.map((entry) => {
        const changed = lines(entry);
        return (
          <li key={entry.id} data-change={entry.action} className="grid gap-1 py-3">
            <p className="text-slate-900">
              {summary(
                entry,
                <time dateTime={entry.changed_at}>
                  {formatDateTime(entry.changed_at, ADMIN_LANGUAGE)}
                </time>,
              )}
            </p>
            {changed.length > 0 && (
              <ul className="grid gap-0.5 text-sm text-slate-700">
                {changed.map((line, index) => (
                  <li key={index} className="whitespace-pre-wrap [overflow-wrap:anywhere]">
                    {line}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
