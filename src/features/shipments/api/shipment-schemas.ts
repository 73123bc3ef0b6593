import { z } from 'zod';

import { LANGUAGES } from '@/lib/i18n/languages';
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
  /** Issue #26: each party's address for e-mails (null: none), its language, status e-mails on. */
  shipperemail: z.string().nullable(),
  shipperlanguage: z.enum(LANGUAGES),
  notifyshipper: z.boolean(),
  recipientemail: z.string().nullable(),
  recipientlanguage: z.enum(LANGUAGES),
  notifyrecipient: z.boolean(),
  /** The expected delivery, a day ('2026-12-01') or a window (to ≥ from); null: not said. */
  expecteddeliveryfrom: z.string().nullable(),
  expecteddeliveryto: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** The columns staff edit in the dialog (everything but the number, history and timestamps). */
export type EditableField = Exclude<keyof Shipment, 'id' | 'history' | 'created_at' | 'updated_at'>;

/** The row's editable columns, as create_shipment and save_shipment take them. */
export type ShipmentColumns = Pick<Shipment, EditableField>;
