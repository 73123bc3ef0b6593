import { Button } from '@/components/ui/button';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import type { ShipmentListParams } from '../api/shipment-keys';

/**
 * Nothing to show, and why: no shipments at all (SPEC's text), none with the chosen status,
 * or none matching the search, each with the way back to a fuller list.
 */
export function ListEmpty({
  params,
  onClearSearch,
  onShowAll,
}: {
  params: ShipmentListParams;
  onClearSearch: () => void;
  onShowAll: () => void;
}) {
  const { t } = useAdminTranslation();
  const [message, action] = params.search
    ? [
        t('shipments.list.noResults', { search: params.search }),
        { label: t('shipments.list.clearSearch'), run: onClearSearch },
      ]
    : params.status
      ? [
          t('shipments.list.emptyStatus', { status: params.status }),
          { label: t('shipments.list.showAll'), run: onShowAll },
        ]
      : [t('shipments.list.empty'), null];
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
      <p className="max-w-full text-slate-700 [overflow-wrap:anywhere]">{message}</p>
      {action && (
        <Button variant="outline" onClick={action.run}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
