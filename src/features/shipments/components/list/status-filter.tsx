import { FilterChips } from '@/components/staff-list/filter-chips';
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
  const label = (text: string, count: number | undefined) =>
    count === undefined
      ? text
      : t('list.filterCount', {
          status: text,
          count: formatNumber(count, ADMIN_LANGUAGE),
        });
  return (
    <FilterChips
      label={t('list.filterLabel')}
      chips={statusChips(counts, selected).map((chip) => ({
        value: chip.status,
        label: label(chip.status ?? t('list.all'), chip.count),
        title: chip.status ?? undefined,
        attention: knownStatus(chip.status) === 'issues' && (chip.count ?? 0) > 0,
      }))}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
