import { toast } from '@/components/ui/toast-store';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { publicTrackingUrl } from '../public-tracking-url';

/** Copies a shipment's public tracking link; a toast says whether it worked. */
export function useCopyTrackingLink() {
  const { t } = useAdminTranslation();
  return async (trackingNumber: string) => {
    try {
      await navigator.clipboard.writeText(publicTrackingUrl(trackingNumber));
      toast({
        title: t('shipments.list.linkCopiedTitle'),
        description: t('shipments.list.linkCopied', { id: trackingNumber }),
      });
    } catch (error) {
      console.error(error);
      toast({
        variant: 'destructive',
        title: t('shipments.errorTitle'),
        description: t('shipments.list.copyFailed'),
      });
    }
  };
}
