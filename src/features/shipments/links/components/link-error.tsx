import { RotateCw } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { useShipmentsTranslation } from '../../use-shipments-translation';

/** A link request failed: what and why, in place, and a way to ask again. */
export function LinkError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useShipmentsTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {t('links.dialog.retry')}
      </Button>
    </div>
  );
}
