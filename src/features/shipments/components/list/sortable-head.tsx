import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

import { TableHead } from '@/components/ui/table';

import type { ShipmentSort, ShipmentSortColumn } from '../../api/shipment-keys';

/** A column header that sorts the list; aria-sort says how it is sorted now. */
export function SortableHead({
  column,
  sort,
  onSort,
  children,
}: {
  column: ShipmentSortColumn;
  sort: ShipmentSort;
  onSort: (column: ShipmentSortColumn) => void;
  children: ReactNode;
}) {
  const active = sort.column === column;
  const direction = active ? (sort.ascending ? 'ascending' : 'descending') : 'none';
  const Icon = !active ? ArrowUpDown : sort.ascending ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={direction} className="p-0">
      <button
        type="button"
        onClick={() => onSort(column)}
        className="flex w-full items-center gap-1.5 px-4 py-3 font-semibold whitespace-nowrap hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-900"
      >
        {children}
        <Icon aria-hidden="true" className={active ? 'size-4' : 'size-4 text-slate-400'} />
      </button>
    </TableHead>
  );
}
