import { PageFromMeta } from '../components/page-from-meta';

export function SpecialTransportPage() {
  return <PageFromMeta page="special" />;
}
