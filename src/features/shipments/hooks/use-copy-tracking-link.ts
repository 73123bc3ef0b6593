import { toast } from '@/components/ui/toast-store';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { pathFor } from '@/lib/routes/route-manifest';

/** The public tracking page of a shipment, on this site, in the site's default language. */
function publicTrackingUrl(trackingNumber: string): string {
  return (
    window.location.origin +
    pathFor('tracking', DEFAULT_LANGUAGE, `?id=${encodeURIComponent(trackingNumber)}`)
  );
}

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
