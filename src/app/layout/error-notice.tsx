import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
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
        <Button onClick={onRetry}>{t('error.retry')}</Button>
        <Link to={pathFor('home', lang)} className={buttonVariants({ variant: 'outline' })}>
          {t('error.home')}
        </Link>
      </div>
    </section>
  );
}
