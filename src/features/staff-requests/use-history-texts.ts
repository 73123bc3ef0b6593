import { formatDateTime, formatNumber } from '@/lib/i18n/format';
import { formatDay } from '@/lib/i18n/format-day';
import { isOneOf } from '@/lib/is-one-of';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { RequestChange } from './api/use-request-changes';
import { isRequestStatus } from './request-status';
import { useRequestsTranslation } from './use-requests-translation';

/**
 * The names the database gives the changes it makes itself (private.audit_actor, set in
 * supabase/schemas/requests/): stored as they are, read in the staff's words.
 */
const ACTORS = {
  'request form': 'form', // submit.sql
  'customer (offer link)': 'offerLink', // offer-answer.sql
  'offer expiry': 'offerExpiry', // expire.sql
  retention: 'retention', // retention.sql
  system: 'system', // private.audit_actor()'s own fallback
} as const;
const isActor = (actor: string): actor is keyof typeof ACTORS => Object.hasOwn(ACTORS, actor);

/** The columns the history names; any other by its name. */
const LABELLED = [
  'status',
  'opened_at',
  'opened_by',
  'offer_price',
  'offer_valid_until',
  'offer_note',
  'offer_count',
  'offer_sent_at',
  'offer_sent_by',
  'answered_at',
  'decline_reason',
  'status_emails',
  'shipment_id',
  'shipment_created_at',
] as const;
/** Moments, shown in the reader's time zone, and calendar days. */
const MOMENTS = [
  'created_at',
  'updated_at',
  'opened_at',
  'offer_sent_at',
  'answered_at',
  'shipment_created_at',
];
const DAYS = ['earliest_pickup', 'latest_delivery', 'offer_valid_until'];
/** The sender's IP address and network serve the limits only: never shown (privacy notice). */
const NEVER_SHOWN = ['client', 'network'];

/**
 * A request's audit record in the staff's words: who ("formularul de pe site" for the form's
 * own insert) and what an update changed, "Label: from → to", with moments as the staff
 * member's clock shows them, days, yes and no, and statuses in words, never as stored.
 */
export function useHistoryTexts() {
  const { t } = useRequestsTranslation();
  const value = (column: string, stored: unknown): string => {
    if (stored === null || stored === undefined || stored === '') return t('history.empty_value');
    if (typeof stored === 'boolean') return t(stored ? 'detail.yes' : 'detail.no');
    if (typeof stored === 'number') return formatNumber(stored, ADMIN_LANGUAGE);
    if (typeof stored !== 'string') return JSON.stringify(stored);
    if (column === 'status' && isRequestStatus(stored)) return t(`status.${stored}`);
    if (MOMENTS.includes(column)) return formatDateTime(stored, ADMIN_LANGUAGE);
    if (DAYS.includes(column)) return formatDay(stored);
    return stored;
  };
  return {
    actor: (actor: string) => (isActor(actor) ? t(`history.actors.${ACTORS[actor]}`) : actor),
    lines: (change: RequestChange): string[] => {
      if (change.action !== 'update') return [];
      return Object.entries(change.changes)
        .filter(([column]) => !NEVER_SHOWN.includes(column))
        .map(([column, diff]) => {
          const { from, to } = (diff ?? {}) as { from?: unknown; to?: unknown };
          const field = isOneOf(LABELLED, column) ? t(`history.columns.${column}`) : column;
          return t('history.change', { field, from: value(column, from), to: value(column, to) });
        });
    },
  };
}
