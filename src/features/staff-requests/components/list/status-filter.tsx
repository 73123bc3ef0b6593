import { FilterChips } from '@/components/staff-list/filter-chips';

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
  return (
    <FilterChips
      label={t('list.filterLabel')}
      chips={[null, ...REQUEST_STATUSES].map((status) => ({
        value: status,
        label: status ? t(`status.${status}`) : t('list.all'),
      }))}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
