import * as v from 'valibot';

import { currentPositionSchema, historySchema } from '@/lib/shipments/history';

const text = v.nullable(v.string());

/**
 * What the database let this request see (DECISIONS 18): everything (a valid party link), or
 * the journey only, without a key or with a refused one. Anything else reads as the journey
 * only: a page never shows more than it was told it may.
 */
const TRACKING_ACCESS = ['full', 'number_only', 'key_refused'] as const;
export type TrackingAccess = (typeof TRACKING_ACCESS)[number];

/**
 * What the public lookup returns (public.tracked_shipment), parsed where it arrives. History
 * and position are JSON columns: a history that is not a list reads as empty, an unreadable
 * entry is left out and an unreadable position is no position, so one bad value never hides
 * the rest of the shipment.
 */
export const trackedShipmentSchema = v.object({
  id: text,
  status: text,
  shippername: text,
  shipperaddress: text,
  recipientname: text,
  recipientaddress: text,
  transportedgoods: text,
  accessories: text,
  info: text,
  purchaseprice: text,
  shippingcosts: text,
  additionalservices: text,
  totalamount: text,
  paymentmethod: text,
  history: historySchema,
  currentposition: currentPositionSchema,
  access: v.fallback(v.picklist(TRACKING_ACCESS), 'number_only'),
});
export type TrackedShipment = v.InferOutput<typeof trackedShipmentSchema>;
