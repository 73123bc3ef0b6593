import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '@/lib/i18n/languages';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { useShipmentChanges } from '../api/use-shipment-changes';
import { type ChangeLine, changeLines } from '../change-lines';
import { COLUMN_LABELS, isColumn } from '../column-labels';

/** One line of a change: "Stare: În tranzit → Livrat", or "rută: + Livrat, Verona". */
function ChangeLineText({ line }: { line: ChangeLine }) {
  const { t } = useAdminTranslation();
  if (line.kind === 'route') {
    return t('shipments.history.routeAdded', { status: line.status, location: line.location });
  }
  const empty = t('shipments.history.emptyValue');
  const label = isColumn(line.field) ? t(COLUMN_LABELS[line.field]) : line.field;
  return (
    <>
      <span className="font-medium">{label}:</span> {line.from ?? empty} → {line.to ?? empty}
    </>
  );
}

/**
 * The audit trail of one shipment, newest first: when, who, what, and each field's change.
 * Mounted only while its tab is open, so the trail is asked for when someone looks.
 */
export function ChangesList({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useAdminTranslation();
  const changes = useShipmentChanges(trackingNumber);
  if (changes.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t('shipments.history.loadingChanges')}
      </p>
    );
  }
  if (changes.isError) {
    return (
      <p role="alert" className="text-red-800">
        {t('shipments.history.changesFailed')}
      </p>
    );
  }
  if (changes.data.length === 0) {
    return <p className="text-slate-700">{t('shipments.history.noChanges')}</p>;
  }
  return (
    <ol className="divide-y divide-slate-200">
      {changes.data.map((change) => (
        <li key={change.id} className="grid gap-1 py-3">
          <p className="text-slate-900">
            <time dateTime={change.changed_at} className="font-medium">
              {formatDateTime(change.changed_at, ADMIN_LANGUAGE)}
            </time>
            {' · '}
            {t(`shipments.history.actions.${change.action}`)}{' '}
            {t('shipments.history.by', {
              actor: change.actor === 'system' ? t('shipments.history.system') : change.actor,
            })}
          </p>
          <ul className="grid gap-0.5 text-sm text-slate-700">
            {changeLines(change).map((line, index) => (
              <li key={index} className="[overflow-wrap:anywhere]">
                <ChangeLineText line={line} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
