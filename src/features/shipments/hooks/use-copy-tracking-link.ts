import { toast } from '@/components/ui/toast-store';

import { publicTrackingUrl } from '../public-tracking-url';
import { useShipmentsTranslation } from '../use-shipments-translation';

/** Copies a shipment's public tracking link; a toast says whether it worked. */
export function useCopyTrackingLink() {
  const { t } = useShipmentsTranslation();
  return async (trackingNumber: string) => {
    try {
      await navigator.clipboard.writeText(publicTrackingUrl(trackingNumber));
      toast({
        title: t('list.linkCopiedTitle'),
        description: t('list.linkCopied', { id: trackingNumber }),
      });
    } catch (error) {
      console.error(error);
      toast({
        variant: 'destructive',
        title: t('errorTitle'),
        description: t('list.copyFailed'),
      });
    }
  };
}
