import { RotateCw } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { useShipmentsTranslation } from '../../use-shipments-translation';

/** The list could not be loaded: SPEC's message, and a way to ask again in place. */
export function ListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useShipmentsTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-6 text-red-900"
    >
      <p>{t('list.loadFailed')}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {t('list.retry')}
      </Button>
    </div>
  );
}
