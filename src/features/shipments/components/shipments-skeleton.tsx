import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';

const ROWS = 8;
const WIDTHS = ['w-20', 'w-40', 'w-32', 'w-24', 'w-28', 'w-8'] as const;

/** Grey rows in the table's shape while the first page loads. */
export function ShipmentsSkeleton() {
  return Array.from({ length: ROWS }, (_, row) => (
    <TableRow key={row} data-skeleton className="hover:bg-transparent">
      {WIDTHS.map((width) => (
        <TableCell key={width}>
          <Skeleton className={`h-5 ${width}`} />
        </TableCell>
      ))}
    </TableRow>
  ));
}
