import { Badge } from '@/components/ui/badge';
import type { BadgeVariants } from '@/components/ui/badge-variants';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { TrackingLink } from '../api/tracking-link-schema';

const TONES = {
  active: 'success',
  expired: 'warning',
  revoked: 'neutral',
} as const satisfies Record<TrackingLink['state'], BadgeVariants['tone']>;

const TEXT_KEYS = {
  active: 'links.state.active',
  expired: 'links.state.expired',
  revoked: 'links.state.revoked',
} as const satisfies Record<TrackingLink['state'], string>;

/** Whether a link works: activ, expirat, revocat. */
export function LinkStateBadge({ state }: { state: TrackingLink['state'] }) {
  const { t } = useShipmentsTranslation();
  return (
    <Badge tone={TONES[state]} data-state={state}>
      {t(TEXT_KEYS[state])}
    </Badge>
  );
}
