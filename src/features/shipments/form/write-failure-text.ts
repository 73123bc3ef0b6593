import type { TFunction } from 'i18next';

import type { RefusalReason, ShipmentWriteFailure } from '../api/shipment-write-error';
import { FIELD_LABELS } from './field-labels';

/** What the form says when the database's check refused a field for this reason. */
const REASON_KEYS = {
  email: 'shipments.form.errors.email',
  notifyNeedsEmail: 'shipments.form.errors.notifyNeedsEmail',
  language: 'shipments.form.errors.language',
  expectedOrder: 'shipments.form.errors.expectedOrder',
} as const satisfies Record<RefusalReason, string>;

/** Why a create or save failed, in words for the user; null when nothing specific is known. */
export function failureReason(
  failure: ShipmentWriteFailure,
  t: TFunction<'admin'>,
  trackingNumber: string,
): string | null {
  switch (failure.kind) {
    case 'duplicate':
      return t('shipments.form.errors.duplicate', { id: trackingNumber });
    case 'conflict':
      return t('shipments.conflict.message');
    case 'gone':
      return t('shipments.form.errors.gone');
    case 'refused':
      if (failure.field === 'money') return t('shipments.form.errors.moneyRefused');
      // The number's check is the form's own rule (length is checked before sending).
      if (failure.field === 'id') return t('shipments.form.errors.idFormat');
      if (failure.reason) return t(REASON_KEYS[failure.reason]);
      return t('shipments.form.errors.fieldRefused', { field: t(FIELD_LABELS[failure.field]) });
    case 'unreachable':
      return t('shipments.form.errors.unreachable');
    case 'sessionRejected':
      return t('shipments.form.errors.sessionRejected');
    case 'forbidden':
      return t('shipments.form.errors.forbidden');
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
  t: TFunction<'admin'>,
  trackingNumber: string,
) {
  const failed =
    action === 'add'
      ? t('shipments.form.errors.addFailed')
      : t('shipments.form.errors.updateFailed');
  const reason = failureReason(failure, t, trackingNumber);
  let description = failed;
  if (failure.kind === 'duplicate' && reason) description = reason;
  else if (reason) description = t('shipments.form.errors.withReason', { failed, reason });
  return { variant: 'destructive' as const, title: t('shipments.form.errors.title'), description };
}
