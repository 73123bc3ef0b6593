import { AdminPlaceholder } from '@/components/layout/admin-placeholder';

export function LoginPage() {
  return <AdminPlaceholder titleKey="loginTitle" />;
}
