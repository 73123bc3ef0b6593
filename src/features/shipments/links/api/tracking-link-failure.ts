import type { TFunction } from 'i18next';

import { refusalOf } from '@/lib/postgrest-error';
import { ServerUnreachableError } from '@/lib/request-error';
import { isSessionRejected } from '@/lib/session-rejected';

export type TrackingLinkFailure =
  | 'exists'
  | 'gone'
  | 'linkGone'
  | 'expiryInPast'
  | 'unreachable'
  | 'sessionRejected'
  | 'forbidden'
  | 'unexpected';

/** Codes and details of …_tracking_party_links.sql (PostgREST passes them on). */
const REFUSALS: Readonly<Record<string, TrackingLinkFailure>> = {
  'PT409 link_exists': 'exists',
  'P0002 no_shipment': 'gone',
  'P0002 no_link': 'linkGone',
  '22023 expiry_in_past': 'expiryInPast',
  '42501': 'forbidden',
};

/**
 * What a failed link request means (codes and details of …_tracking_party_links.sql), mapped
 * once for the dialogs and toasts.
 */
export function trackingLinkFailure(error: unknown): TrackingLinkFailure {
  if (error instanceof ServerUnreachableError) return 'unreachable';
  if (isSessionRejected(error)) return 'sessionRejected';
  return refusalOf(error, REFUSALS) ?? 'unexpected';
}

/** Why a link request failed, in words for the staff. */
export const FAILURE_TEXT_KEYS = {
  exists: 'links.existing.heading',
  gone: 'links.errors.gone',
  linkGone: 'links.errors.linkGone',
  expiryInPast: 'links.errors.expiryInPast',
  unreachable: 'links.errors.unreachable',
  sessionRejected: 'links.errors.sessionRejected',
  forbidden: 'links.errors.forbidden',
  unexpected: 'links.errors.unexpected',
} as const satisfies Record<TrackingLinkFailure, string>;

/** A failed write's toast: what failed, then why (e.g. "Linkurile nu au putut fi revocate. Serverul …"). */
export function failureToast(failed: string, error: unknown, t: TFunction<'shipments'>) {
  const reason = t(FAILURE_TEXT_KEYS[trackingLinkFailure(error)]);
  return {
    variant: 'destructive' as const,
    title: t('links.errors.title'),
    description: t('links.errors.withReason', { failed, reason }),
  };
}
