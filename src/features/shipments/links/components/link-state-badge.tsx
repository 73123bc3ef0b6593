import { Badge } from '@/components/ui/badge';
import type { BadgeVariants } from '@/components/ui/badge-variants';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import type { TrackingLink } from '../api/tracking-link-schema';

const TONES = {
  active: 'success',
  expired: 'warning',
  revoked: 'neutral',
} as const satisfies Record<TrackingLink['state'], BadgeVariants['tone']>;

const TEXT_KEYS = {
  active: 'shipments.links.state.active',
  expired: 'shipments.links.state.expired',
  revoked: 'shipments.links.state.revoked',
} as const satisfies Record<TrackingLink['state'], string>;

/** Whether a link works: activ, expirat, revocat. */
export function LinkStateBadge({ state }: { state: TrackingLink['state'] }) {
  const { t } = useAdminTranslation();
  return (
    <Badge tone={TONES[state]} data-state={state}>
      {t(TEXT_KEYS[state])}
    </Badge>
  );
}
