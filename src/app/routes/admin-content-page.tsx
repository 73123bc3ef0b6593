import { AdminPlaceholder } from '@/components/layout/admin-placeholder';

export function AdminContentPage() {
  return <AdminPlaceholder titleKey="contentTitle" textKey="contentUnderDevelopment" />;
}
