import { AdminPlaceholder } from '@/components/layout/admin-placeholder';

export function InfoEditorPage() {
  return <AdminPlaceholder titleKey="infoTitle" />;
}
