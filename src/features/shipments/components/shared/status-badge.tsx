import { Badge } from '@/components/ui/badge';
import type { BadgeVariants } from '@/components/ui/badge-variants';
import { type KnownStatus, knownStatus } from '#common/shipments/status';

/** A colour per known status; "Probleme" is the one that must catch the eye. */
const TONES: Record<KnownStatus, BadgeVariants['tone']> = {
  created: 'neutral',
  inTransit: 'info',
  delivered: 'success',
  issues: 'danger',
};

/**
 * A shipment's status as stored: the four known ones (Romanian, as staff write them) in their
 * colour, free text as typed, in an outlined badge that is clearly none of the four.
 */
export function StatusBadge({ status }: { status: string }) {
  const known = knownStatus(status);
  return (
    <Badge
      tone={known ? TONES[known] : 'neutral'}
      data-status={known ?? 'other'}
      title={status}
      className={
        known
          ? undefined
          : 'inline-block max-w-[12rem] truncate border border-dashed border-slate-400 bg-white'
      }
    >
      {status}
    </Badge>
  );
}
