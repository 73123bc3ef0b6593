import { Button } from '@/components/ui/button';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

/**
 * A staff list with nothing to show: why (`message`, in the list's own words), and the way back
 * to a fuller list: every status, and the search cleared.
 */
export function ListEmpty({
  message,
  search,
  status,
  onClearSearch,
  onAllStatuses,
}: {
  message: string;
  search: string;
  status: string | null;
  onClearSearch: () => void;
  onAllStatuses: () => void;
}) {
  const { t } = useAdminTranslation();
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
