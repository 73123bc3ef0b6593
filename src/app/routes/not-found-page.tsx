import { Link } from 'react-router-dom';

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
        <Link
          to={pathFor('home', lang)}
          className="rounded-lg bg-blue-900 px-4 py-2.5 font-medium text-white hover:bg-blue-800"
        >
          {t('notFound.home')}
        </Link>
        <Link
          to={pathFor('tracking', lang)}
          className="rounded-lg border border-slate-300 px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('notFound.tracking')}
        </Link>
      </div>
    </section>
  );
}
