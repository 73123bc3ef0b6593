import { PageFromMeta } from '../components/page-from-meta';

export function ContactPage() {
  return <PageFromMeta page="contact" />;
}
