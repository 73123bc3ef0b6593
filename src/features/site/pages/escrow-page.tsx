import { PageFromMeta } from '../components/page-from-meta';

export function EscrowPage() {
  return <PageFromMeta page="services" />;
}
