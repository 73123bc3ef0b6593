import { CircleHelp } from 'lucide-react';

import { useRequestsTranslation } from '../../use-requests-translation';

const STEPS = ['open', 'offer', 'answer', 'convert', 'close'] as const;

/**
 * How a request becomes a shipment, for staff who do it rarely (the "staff help"):
 * folded by default, a native disclosure, so it needs no script to open and costs no focus trap.
 */
export function RequestHelp() {
  const { t } = useRequestsTranslation();
  return (
    <details className="group rounded-lg border border-slate-200 bg-white text-sm text-slate-800">
      <summary className="flex cursor-pointer items-center gap-2 rounded-lg px-4 py-3 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
        <CircleHelp aria-hidden="true" className="size-4 text-slate-600" />
        {t('help.title')}
      </summary>
      <ol className="grid list-decimal gap-2 px-4 pb-4 pl-9">
        {STEPS.map((step) => (
          <li key={step}>{t(`help.${step}`)}</li>
        ))}
      </ol>
    </details>
  );
}
