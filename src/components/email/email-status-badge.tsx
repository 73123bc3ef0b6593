import { Badge } from '@/components/ui/badge';
import type { BadgeVariants } from '@/components/ui/badge-variants';
import { EMAIL_STATUSES, type EmailStatus } from '@/lib/email/email-status';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { isOneOf } from '@/lib/is-one-of';

const TONES: Record<EmailStatus, BadgeVariants['tone']> = {
  queued: 'info',
  claimed: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

/**
 * "în coadă", "trimis", "eșuat" … in words (the shipments' and the requests' e-mails alike); the
 * colour only repeats them. A status this code does not know yet is shown as stored.
 */
export function EmailStatusBadge({ status }: { status: string }) {
  const { t } = useAdminTranslation();
  if (!isOneOf(EMAIL_STATUSES, status)) return <Badge>{status}</Badge>;
  return <Badge tone={TONES[status]}>{t(`emails.statuses.${status}`)}</Badge>;
}
