import { Link } from 'react-router-dom';

import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { pathFor } from '@/lib/routes/route-manifest';

export function ErrorNotice({ onRetry }: { onRetry: () => void }) {
  const lang = useSiteLanguage();
  const { t } = useSiteTranslation();
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t('error.heading')}</h1>
      <p className="mt-3 text-slate-700">{t('error.text')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg bg-blue-900 px-4 py-2.5 font-medium text-white hover:bg-blue-800"
        >
          {t('error.retry')}
        </button>
        <Link
          to={pathFor('home', lang)}
          className="rounded-lg border border-slate-300 px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('error.home')}
        </Link>
      </div>
    </section>
  );
}
