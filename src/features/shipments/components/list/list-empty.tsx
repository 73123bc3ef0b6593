import { Button } from '@/components/ui/button';

import type { ShipmentListParams } from '../../api/shipment-keys';
import { useShipmentsTranslation } from '../../use-shipments-translation';

/**
 * Nothing to show, and why: no shipments at all (SPEC's text), none with the chosen status,
 * none matching the search, or neither; each with the way back to a fuller list.
 */
export function ListEmpty({
  params: { search, status },
  onClearSearch,
  onAllStatuses,
}: {
  params: ShipmentListParams;
  onClearSearch: () => void;
  onAllStatuses: () => void;
}) {
  const { t } = useShipmentsTranslation();
  const message =
    search && status
      ? t('list.noResultsWithStatus', { search, status })
      : search
        ? t('list.noResults', { search })
        : status
          ? t('list.emptyStatus', { status })
          : t('list.empty');
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
      <p className="max-w-full text-slate-700 [overflow-wrap:anywhere]">{message}</p>
      {(search || status) && (
        <div className="flex flex-wrap justify-center gap-2">
          {status && (
            <Button variant="outline" onClick={onAllStatuses}>
              {t('list.allStatuses')}
            </Button>
          )}
          {search && (
            <Button variant="outline" onClick={onClearSearch}>
              {t('list.clearSearch')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
