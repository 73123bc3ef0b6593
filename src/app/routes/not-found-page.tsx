import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button-variants';
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
        <Link to={pathFor('home', lang)} className={buttonVariants()}>
          {t('notFound.home')}
        </Link>
        <Link to={pathFor('tracking', lang)} className={buttonVariants({ variant: 'outline' })}>
          {t('notFound.tracking')}
        </Link>
      </div>
    </section>
  );
}
