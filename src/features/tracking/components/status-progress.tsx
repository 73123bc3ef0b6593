import { TriangleAlert } from 'lucide-react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { PROGRESS_STEPS, progressOf } from '#common/shipments/status';

/** Created → in transit → delivered, with "issues" as a warning; derived, never stored. */
export function StatusProgress({
  status,
  historyStatuses,
}: {
  status: string | null;
  historyStatuses: string[];
}) {
  const { t } = useSiteTranslation('tracking');
  const { reached, issues } = progressOf(status, historyStatuses);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 className="sr-only">{t('progress.label')}</h3>
      <ol className="grid grid-cols-3 gap-2" aria-label={t('progress.label')}>
        {PROGRESS_STEPS.map((step, index) => {
          const state = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
          const warn = issues && index === reached;
          return (
            <li
              key={step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col gap-2"
            >
              <span
                aria-hidden="true"
                className={`h-2 rounded-full ${
                  warn ? 'bg-amber-500' : state === 'upcoming' ? 'bg-slate-200' : 'bg-green-700'
                }`}
              />
              <span
                className={`text-sm ${state === 'upcoming' ? 'text-slate-600' : 'font-semibold text-slate-900'}`}
              >
                {t(`status.${step}`)}
                <span className="sr-only">, {t(`progress.${state}`)}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {issues && (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('progress.issues')}
        </p>
      )}
    </div>
  );
}
