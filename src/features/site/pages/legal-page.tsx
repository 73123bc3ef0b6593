import { PageFromMeta } from '../components/page-from-meta';

export function LegalPage() {
  return <PageFromMeta page="legal" />;
}
