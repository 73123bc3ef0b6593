import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { pathFor } from '@/lib/routes/route-manifest';

export function NotFoundPage() {
  const lang = useSiteLanguage();
  const { t } = useSiteTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-amber-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {t('notFound.heading')}
      </h1>
      <p className="mt-4 text-slate-700">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={pathFor('home', lang)}>{t('notFound.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={pathFor('tracking', lang)}>{t('notFound.tracking')}</Link>
        </Button>
      </div>
    </section>
  );
}
