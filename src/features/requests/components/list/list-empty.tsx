import { Button } from '@/components/ui/button';

import type { RequestListParams } from '../../list-params';
import { useRequestsTranslation } from '../../use-requests-translation';

/** Nothing to show, and why, with the way back to a fuller list. */
export function ListEmpty({
  params: { search, status },
  onClearSearch,
  onAllStatuses,
}: {
  params: RequestListParams;
  onClearSearch: () => void;
  onAllStatuses: () => void;
}) {
  const { t } = useRequestsTranslation();
  const statusText = status ? t(`status.${status}`) : '';
  const message =
    search && status
      ? t('list.noResultsWithStatus', { search, status: statusText })
      : search
        ? t('list.noResults', { search })
        : status
          ? t('list.emptyStatus', { status: statusText })
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
