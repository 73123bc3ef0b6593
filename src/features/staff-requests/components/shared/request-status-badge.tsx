import { Badge } from '@/components/ui/badge';

import { isRequestStatus, STATUS_TONES } from '../../request-status';
import { useRequestsTranslation } from '../../use-requests-translation';

/** A request's status in Romanian (Nouă, Ofertă trimisă, …), in its colour. */
export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useRequestsTranslation();
  if (!isRequestStatus(status)) return <Badge>{status}</Badge>;
  return (
    <Badge tone={STATUS_TONES[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
