import { RotateCw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

/** A staff list could not be loaded: why, in the list's words, and a way to ask again in place. */
export function ListError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useAdminTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-6 text-red-900"
    >
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {t('list.retry')}
      </Button>
    </div>
  );
}
