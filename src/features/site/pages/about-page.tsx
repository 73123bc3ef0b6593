import { PageFromMeta } from '../components/page-from-meta';

export function AboutPage() {
  return <PageFromMeta page="about" />;
}
