import type { RequestListRow } from '../../api/use-request-list';

/** "Name (Company)". */
export function customerText(row: Pick<RequestListRow, 'name' | 'company'>): string {
  return row.company ? `${row.name} (${row.company})` : row.name;
}

/** "12345 Town, DE": a place as the list shows it. */
export function placeText(postcode: string | null, town: string, country: string): string {
  return `${postcode ? `${postcode} ` : ''}${town}, ${country}`;
}

/** "2 × Excavator". */
export function loadText(row: Pick<RequestListRow, 'quantity' | 'goods'>): string {
  return row.quantity > 1 ? `${row.quantity} × ${row.goods}` : row.goods;
}
