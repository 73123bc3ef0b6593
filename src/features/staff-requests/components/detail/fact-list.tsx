import type { ReactNode } from 'react';

import { useRequestsTranslation } from '../../use-requests-translation';

export interface Fact {
  label: string;
  /** null or '' shows "—". */
  value: ReactNode;
}

/** A titled group of label/value pairs of the detail page. */
export function FactList({ title, facts }: { title: string; facts: Fact[] }) {
  const { t } = useRequestsTranslation();
  return (
    <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(10rem,auto)_minmax(0,1fr)]">
        {facts.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">
              {value === null || value === '' ? t('detail.none') : value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
