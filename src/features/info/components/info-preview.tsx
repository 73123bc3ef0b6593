import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import type { InfoContent } from '../api/info-schemas';
import { type InfoText, shownInfo } from '../info-text';
import { InfoNotice } from './info-notice';

/**
 * The tracking page's panel as it will be once `draft` is saved: the same component and the
 * same choice (own text, else the saved German one, else no panel).
 */
export function InfoPreview({
  draft,
  german,
}: {
  draft: InfoText;
  german: InfoContent | undefined;
}) {
  const { t } = useAdminTranslation();
  // The German draft replaces the saved German text; other languages fall back to the saved one.
  const fallback = german && german.lang !== draft.lang ? [german] : [];
  const shown = shownInfo([draft, ...fallback], draft.lang);
  return (
    <section aria-labelledby="info-preview-title">
      <h2 id="info-preview-title" className="text-lg font-semibold text-slate-900">
        {t('info.preview')}
      </h2>
      {shown ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {shown.lang === draft.lang ? t('info.previewIntro') : t('info.previewFallback')}
          </p>
          <InfoNotice {...shown} />
        </>
      ) : (
        <p className="mt-2 text-slate-700">{t('info.previewNone')}</p>
      )}
    </section>
  );
}
