/** Route module of /admin/requests ("Cereri", staff only). */
import { RequestsPage } from '@/features/staff-requests/components/list/requests-page';

export function Component() {
  return <RequestsPage />;
}
