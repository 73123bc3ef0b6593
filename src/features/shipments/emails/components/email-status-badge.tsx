import { Badge } from '@/components/ui/badge';
import type { BadgeVariants } from '@/components/ui/badge-variants';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { ShipmentEmail } from '../api/shipment-email-schema';

const TONES: Record<ShipmentEmail['status'], BadgeVariants['tone']> = {
  queued: 'info',
  claimed: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

/** "în coadă", "trimis", "eșuat" … in words; the colour only repeats them. */
export function EmailStatusBadge({ status }: { status: ShipmentEmail['status'] }) {
  const { t } = useShipmentsTranslation();
  return <Badge tone={TONES[status]}>{t(`emails.statuses.${status}`)}</Badge>;
}
