import { AdminPlaceholder } from '@/components/layout/admin-placeholder';

export function ShipmentsPage() {
  return <AdminPlaceholder titleKey="shipmentsTitle" />;
}
