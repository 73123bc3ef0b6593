import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';

const ROWS = 8;
const WIDTHS = ['w-20', 'w-40', 'w-32', 'w-24', 'w-28', 'w-8'] as const;
const CARDS = 4;

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

/** The same for the phone's cards. */
export function ShipmentCardsSkeleton() {
  return Array.from({ length: CARDS }, (_, card) => (
    <li key={card} data-skeleton className="grid gap-2 rounded-xl border border-slate-200 p-4">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-5 w-20" />
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-4 w-40" />
    </li>
  ));
}
