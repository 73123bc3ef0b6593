import { PageFromMeta } from '../components/page-from-meta';

export function HomePage() {
  return <PageFromMeta page="home" />;
}
