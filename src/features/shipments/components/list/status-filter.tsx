import { CircleAlert } from 'lucide-react';

import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';
import { knownStatus } from '#common/shipments/status';

import type { StatusCount } from '../../api/fetch-status-counts';
import { statusChips } from '../../status-chips';
import { useShipmentsTranslation } from '../../use-shipments-translation';

/**
 * The status filter: "Toate", the four known statuses (always there, "Probleme" as the
 * needs-attention view), then every other status in use, each with how many shipments match
 * the search. Counts are left out until they arrive, or when they could not be loaded.
 */
export function StatusFilter({
  counts,
  selected,
  onSelect,
}: {
  counts: StatusCount[] | undefined;
  selected: string | null;
  onSelect: (status: string | null) => void;
}) {
  const { t } = useShipmentsTranslation();
  const chips = statusChips(counts, selected);
  const label = (text: string, count: number | undefined) =>
    count === undefined
      ? text
      : t('list.filterCount', {
          status: text,
          count: formatNumber(count, ADMIN_LANGUAGE),
        });
  return (
    <div role="group" aria-label={t('list.filterLabel')} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const pressed = chip.status === selected;
        const attention = knownStatus(chip.status) === 'issues' && (chip.count ?? 0) > 0;
        return (
          <button
            key={chip.status ?? ''}
            type="button"
            aria-pressed={pressed}
            title={chip.status ?? undefined}
            onClick={() => onSelect(chip.status)}
            className={cn(
              'inline-flex max-w-[16rem] items-center max-sm:min-h-11 gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900',
              pressed
                ? 'border-blue-900 bg-blue-900 text-white'
                : attention
                  ? 'border-red-300 bg-red-50 text-red-900 hover:bg-red-100'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {attention && <CircleAlert aria-hidden="true" className="size-4 shrink-0" />}
            <span className="truncate">{label(chip.status ?? t('list.all'), chip.count)}</span>
          </button>
        );
      })}
    </div>
  );
}
