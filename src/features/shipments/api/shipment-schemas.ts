import { z } from 'zod';

import { readHistory, readPosition } from '@/lib/shipments/history';

/**
 * A row of public.shipments as staff read it (SPEC §3 names), parsed where it arrives. History
 * and position are JSON columns read leniently (see lib/shipments/history.ts); updated_at is the row's
 * version, sent back with every save (optimistic concurrency, PT409 when stale).
 */
export const shipmentSchema = z.object({
  id: z.string(),
  status: z.string(),
  shippername: z.string(),
  shipperaddress: z.string(),
  recipientname: z.string(),
  recipientaddress: z.string(),
  transportedgoods: z.string(),
  accessories: z.string(),
  info: z.string().nullable(),
  purchaseprice: z.string(),
  shippingcosts: z.string(),
  additionalservices: z.string(),
  totalamount: z.string(),
  paymentmethod: z.string(),
  history: z.unknown().transform(readHistory),
  currentposition: z.unknown().transform(readPosition),
  shipperemail: z.string().nullable(),
  shipperlanguage: z.string(),
  notifyshipper: z.boolean(),
  recipientemail: z.string().nullable(),
  recipientlanguage: z.string(),
  notifyrecipient: z.boolean(),
  expecteddeliveryfrom: z.string().nullable(),
  expecteddeliveryto: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** The columns of issue #26 (contact per party, expected delivery) the dialog does not edit yet. */
type NotYetInTheForm =
  | 'shipperemail'
  | 'shipperlanguage'
  | 'notifyshipper'
  | 'recipientemail'
  | 'recipientlanguage'
  | 'notifyrecipient'
  | 'expecteddeliveryfrom'
  | 'expecteddeliveryto';

/** The columns staff edit in the dialog (everything but the number, history and timestamps). */
export type EditableField = Exclude<
  keyof Shipment,
  'id' | 'history' | 'created_at' | 'updated_at' | NotYetInTheForm
>;
