import { cn } from '@/lib/cn';

import { REQUEST_STATUSES, type RequestStatus } from '../../request-status';
import { useRequestsTranslation } from '../../use-requests-translation';

/** "Toate" and the seven statuses, in Romanian; the chosen one is pressed. */
export function StatusFilter({
  selected,
  onSelect,
}: {
  selected: RequestStatus | null;
  onSelect: (status: RequestStatus | null) => void;
}) {
  const { t } = useRequestsTranslation();
  const chips = [null, ...REQUEST_STATUSES];
  return (
    <div role="group" aria-label={t('list.filterLabel')} className="flex flex-wrap gap-2">
      {chips.map((status) => {
        const pressed = status === selected;
        return (
          <button
            key={status ?? ''}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(status)}
            className={cn(
              'inline-flex items-center rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900 max-sm:min-h-11',
              pressed
                ? 'border-blue-900 bg-blue-900 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {status ? t(`status.${status}`) : t('list.all')}
          </button>
        );
      })}
    </div>
  );
}
