import { limitsExceeded } from '#common/loads/oversize';

import type { StaffRequestRow } from '../../api/request-rpc';
import { useRequestsTranslation } from '../../use-requests-translation';
import { OversizeChip } from '../shared/oversize-chip';

/** The oversize verdict (the request form's rules, common/loads) and the limits it is over. */
export function OversizePanel({ request }: { request: StaffRequestRow }) {
  const { t } = useRequestsTranslation();
  const over = limitsExceeded(request);
  return (
    <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('detail.sections.oversize')}</h2>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <OversizeChip load={request} />
        {over.length > 0 && (
          <span>
            {t('oversize.over', {
              limits: over.map((limit) => t(`oversize.limits.${limit}`)).join(', '),
            })}
          </span>
        )}
      </div>
    </section>
  );
}
