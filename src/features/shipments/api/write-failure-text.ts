import type { TFunction } from 'i18next';

import { FIELD_LABELS } from '../field-labels';
import type { RefusalReason, ShipmentWriteFailure } from './shipment-write-error';

/** What the form says when the database's check refused a field for this reason. */
const REASON_KEYS = {
  email: 'form.errors.email',
  notifyNeedsEmail: 'form.errors.notifyNeedsEmail',
  language: 'form.errors.language',
  expectedOrder: 'form.errors.expectedOrder',
} as const satisfies Record<RefusalReason, string>;

/** Why a create or save failed, in words for the user; null when nothing specific is known. */
export function failureReason(
  failure: ShipmentWriteFailure,
  t: TFunction<'shipments'>,
  trackingNumber: string,
): string | null {
  switch (failure.kind) {
    case 'duplicate':
      return t('form.errors.duplicate', { id: trackingNumber });
    case 'conflict':
      return t('conflict.message');
    case 'escrowUnpaid':
      return t('form.errors.escrowUnpaid');
    case 'escrowTransition':
      return t('escrow.errors.transition');
    case 'gone':
      return t('form.errors.gone');
    case 'refused':
      if (failure.field === 'money') return t('form.errors.moneyRefused');
      // The number's check is the form's own rule (length is checked before sending).
      if (failure.field === 'id') return t('form.errors.idFormat');
      if (failure.reason) return t(REASON_KEYS[failure.reason]);
      return t('form.errors.fieldRefused', { field: t(FIELD_LABELS[failure.field]) });
    case 'unreachable':
      return t('form.errors.unreachable');
    case 'sessionRejected':
      return t('form.errors.sessionRejected');
    case 'forbidden':
      return t('form.errors.forbidden');
    case 'unexpected':
      return null;
  }
}

/**
 * The failure toast (SPEC §8: 'Eroare' + "could not add/update"), with the reason when known.
 * A taken number gets SPEC §5's message as it is.
 */
export function failureToast(
  action: 'add' | 'update',
  failure: ShipmentWriteFailure,
  t: TFunction<'shipments'>,
  trackingNumber: string,
) {
  const failed = action === 'add' ? t('form.errors.addFailed') : t('form.errors.updateFailed');
  const reason = failureReason(failure, t, trackingNumber);
  let description = failed;
  if (failure.kind === 'duplicate' && reason) description = reason;
  else if (reason) description = t('form.errors.withReason', { failed, reason });
  return { variant: 'destructive' as const, title: t('form.errors.title'), description };
}
