import { Button } from '@/components/ui/button';
import { ConflictPanel } from '@/components/ui/conflict-panel';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

import type { Shipment } from '../../api/shipment-schemas';
import { useShipment } from '../../api/use-shipment';
import { FIELD_LABELS } from '../../field-labels';
import { conflictDifferences } from '../../form/form-diff';
import type { ShipmentFormValues } from '../../form/shipment-form-schema';
import { formValuesOf } from '../../form/shipment-form-values';
import { historyValueText } from '../../history-values';
import { useShipmentsTranslation } from '../../use-shipments-translation';

/**
 * A field's value as the panel shows it: text as typed, a checkbox as "da" / "nu", a permit or
 * escort by its name, a time window's end as date and time (as the history shows them).
 */
function Value({ field, text }: { field: string; text: string | boolean }) {
  const { t } = useShipmentsTranslation();
  if (typeof text === 'boolean') return t(text ? 'conflict.yes' : 'conflict.no');
  if (!text) return <span className="text-slate-500 italic">{t('conflict.empty')}</span>;
  return (
    <div className="max-h-32 overflow-y-auto break-words whitespace-pre-wrap">
      {historyValueText(field, text, t)}
    </div>
  );
}

/**
 * What the dialog shows after a save was refused because someone saved first (PT409): the
 * saved version, fetched now, against what the user typed, and the two ways on.
 */
export function ShipmentConflict({
  trackingNumber,
  yours,
  onTakeTheirs,
  onDiscard,
}: {
  trackingNumber: string;
  yours: ShipmentFormValues;
  onTakeTheirs: (theirs: Shipment) => void;
  onDiscard: () => void;
}) {
  const { t } = useShipmentsTranslation();
  const current = useShipment(trackingNumber);
  const theirs = current.isFetching ? undefined : current.data;
  const differences = theirs ? conflictDifferences(formValuesOf(theirs), yours) : [];

  return (
    <ConflictPanel
      title={t('conflict.message')}
      explanation={t('conflict.explanation')}
      ready={theirs !== undefined}
    >
      {theirs === undefined && current.isError && !current.isFetching && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-red-700">{t('conflict.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void current.refetch()}>
            {t('conflict.retry')}
          </Button>
        </div>
      )}
      {theirs === undefined && !current.isError && (
        <p role="status" className="text-sm">
          {t('conflict.loading')}
        </p>
      )}
      {theirs === null && <p className="text-sm font-medium">{t('form.errors.gone')}</p>}
      {theirs && differences.length === 0 && <p className="text-sm">{t('conflict.onlyHistory')}</p>}
      {theirs && differences.length > 0 && (
        <Table className="bg-white">
          <TableCaption>{t('conflict.differences')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('conflict.field')}</TableHead>
              <TableHead>{t('conflict.theirs')}</TableHead>
              <TableHead>{t('conflict.yours')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {differences.map((difference) => (
              <TableRow key={difference.field}>
                <TableHead scope="row">{t(FIELD_LABELS[difference.field])}</TableHead>
                <TableCell>
                  <Value field={difference.field} text={difference.theirs} />
                </TableCell>
                <TableCell>
                  <Value field={difference.field} text={difference.yours} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      {theirs && <p className="text-sm">{t('conflict.takeTheirsHint')}</p>}
      <div className="flex flex-wrap gap-2">
        {theirs && <Button onClick={() => onTakeTheirs(theirs)}>{t('conflict.takeTheirs')}</Button>}
        <Button variant="outline" onClick={onDiscard}>
          {t('conflict.discard')}
        </Button>
      </div>
    </ConflictPanel>
  );
}
