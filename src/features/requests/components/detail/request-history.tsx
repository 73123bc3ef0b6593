import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useRequestChanges } from '../../api/use-request-changes';
import { useHistoryTexts } from '../../use-history-texts';
import { useRequestsTranslation } from '../../use-requests-translation';

/** The request's audit trail, newest first: when (the staff member's clock), who, what. */
export function RequestHistory({ reference }: { reference: string }) {
  const { t } = useRequestsTranslation();
  const changes = useRequestChanges(reference);
  const texts = useHistoryTexts();
  return (
    <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('detail.sections.history')}</h2>
      {changes.isPending && <p className="text-sm text-slate-700">{t('history.loading')}</p>}
      {changes.isError && <p className="text-sm text-red-700">{t('history.loadFailed')}</p>}
      {changes.data?.length === 0 && <p className="text-sm text-slate-700">{t('history.empty')}</p>}
      {changes.data && changes.data.length > 0 && (
        <ol className="grid gap-3 text-sm">
          {changes.data.map((change) => (
            <li key={change.id} data-change={change.action} className="grid gap-0.5">
              <p>
                <span className="font-medium">{t(`history.actions.${change.action}`)}</span>
                {' · '}
                <time dateTime={change.changed_at}>
                  {formatDateTime(change.changed_at, ADMIN_LANGUAGE)}
                </time>
                {' · '}
                <span className="[overflow-wrap:anywhere]">{texts.actor(change.actor)}</span>
              </p>
              <ul className="grid gap-0.5 text-slate-700">
                {texts.lines(change).map((line) => (
                  <li key={line} className="whitespace-pre-wrap [overflow-wrap:anywhere]">
                    {line}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
