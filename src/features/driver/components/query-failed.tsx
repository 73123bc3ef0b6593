import { Button } from '@/components/ui/button';

import { useDriverTranslation } from '../use-driver-translation';

/** The list could not be read and no copy is on the phone: say so, and offer a retry. */
export function QueryFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useDriverTranslation();
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
      <p>{t('today.failed')}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        {t('today.retry')}
      </Button>
    </div>
  );
}
