/** Route module of /admin/content (staff only): content management is still to come (SPEC §2). */
import { AdminPlaceholder } from '@/components/layout/admin-placeholder';

export function Component() {
  return <AdminPlaceholder titleKey="contentTitle" textKey="contentUnderDevelopment" />;
}
