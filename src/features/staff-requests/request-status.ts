import type { BadgeVariants } from '@/components/ui/badge-variants';

/** The statuses of public.transport_requests (transport_requests_status), in workflow order. */
export const REQUEST_STATUSES = [
  'new',
  'offer_sent',
  'accepted',
  'converted',
  'rejected',
  'spam',
  'expired',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export function isRequestStatus(value: string | null): value is RequestStatus {
  return REQUEST_STATUSES.some((status) => status === value);
}

/** A colour per status: what needs staff (new, accepted) catches the eye. */
export const STATUS_TONES: Record<RequestStatus, BadgeVariants['tone']> = {
  new: 'warning',
  offer_sent: 'info',
  accepted: 'success',
  converted: 'neutral',
  rejected: 'neutral',
  spam: 'neutral',
  expired: 'danger',
};

/** Where staff may still send an offer (send_transport_offer's rule). */
export function canSendOffer(status: string): boolean {
  return status === 'new' || status === 'offer_sent' || status === 'expired';
}

/** Where staff may reject or mark as spam (reject_transport_request refuses converted). */
export function canReject(status: string): boolean {
  return status !== 'converted' && status !== 'rejected' && status !== 'spam';
}

/** Where staff may convert (convert_transport_request's rule). */
export function canConvert(status: string): boolean {
  return status === 'new' || status === 'offer_sent' || status === 'accepted';
}
