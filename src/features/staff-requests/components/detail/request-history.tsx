import { AuditTrail } from '@/components/audit-trail/audit-trail';

import { useRequestChanges } from '../../api/use-request-changes';
import { useHistoryTexts } from '../../use-history-texts';
import { useRequestsTranslation } from '../../use-requests-translation';

/** The request's audit trail, newest first: what, when (the staff member's clock), who. */
export function RequestHistory({ reference }: { reference: string }) {
  const { t } = useRequestsTranslation();
  const changes = useRequestChanges(reference);
  const texts = useHistoryTexts();
  return (
    <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('detail.sections.history')}</h2>
      <AuditTrail
        trail={changes}
        texts={{
          loading: t('history.loading'),
          failed: t('history.loadFailed'),
          empty: t('history.empty'),
        }}
        summary={(change, when) => (
          <>
            <span className="font-medium">{t(`history.actions.${change.action}`)}</span>
            {' · '}
            {when}
            {' · '}
            <span className="[overflow-wrap:anywhere]">{texts.actor(change.actor)}</span>
          </>
        )}
        lines={texts.lines}
      />
    </section>
  );
}
