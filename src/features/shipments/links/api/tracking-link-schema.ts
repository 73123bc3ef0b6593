import { z } from 'zod';

/** Who a party link is for (DECISIONS 18). */
export const PARTIES = ['shipper', 'recipient'] as const;
export type Party = (typeof PARTIES)[number];

/**
 * A party link as staff see it (public.tracking_link of …_tracking_party_links.sql): metadata,
 * never the key. expires_at is the effective date, null while an undelivered shipment's link
 * follows the default; expiry_set says whether staff chose it.
 */
export const trackingLinkSchema = z.object({
  id: z.string(),
  party: z.enum(PARTIES),
  created_at: z.string(),
  created_by: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  expiry_set: z.boolean(),
  revoked_at: z.string().nullable(),
  revoked_by: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type TrackingLink = z.infer<typeof trackingLinkSchema>;

/** A new link with its key: the only answer that carries the key (32 base64url characters). */
export const createdLinkSchema = z.object({
  link: trackingLinkSchema,
  key: z.string().regex(/^[A-Za-z0-9_-]{32}$/),
});
export type CreatedLink = z.infer<typeof createdLinkSchema>;
