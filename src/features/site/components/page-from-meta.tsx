import { PageHero } from '@/components/layout/page-hero';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { PageId } from '@/lib/routes/route-manifest';

/** Until a page has its full copy: its title and description as a hero. */
export function PageFromMeta({ page }: { page: PageId }) {
  const { t } = useSiteTranslation();
  return <PageHero title={t(`meta.${page}.title`)} lead={t(`meta.${page}.description`)} />;
}
