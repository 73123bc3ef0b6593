import { PageHero } from '@/components/layout/page-hero';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

export function TrackingPage() {
  const { t } = useSiteTranslation();
  return <PageHero title={t('meta.tracking.title')} lead={t('meta.tracking.description')} />;
}
