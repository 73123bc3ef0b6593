import { QueryClientProvider } from '@tanstack/react-query';

import { Toaster } from '@/components/ui/toaster';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import { queryClient } from '@/lib/query-client';

import { LookupOutcome } from './lookup-outcome';

/** The lazily loaded half of the tracking page: data, outcome, toasts. */
export function LookupPanel(props: {
  trackingNumber: string;
  attempt: number;
  onSearchingChange: (searching: boolean) => void;
}) {
  const { t } = useSiteTranslation('tracking');
  return (
    <QueryClientProvider client={queryClient}>
      <LookupOutcome {...props} />
      <Toaster closeLabel={t('toast.close')} />
    </QueryClientProvider>
  );
}
