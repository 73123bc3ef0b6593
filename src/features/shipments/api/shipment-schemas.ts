import { z } from 'zod';

import { ESCORTS, PERMITS } from '@/lib/shipments/heavy-load';
import { readHistory, readPosition } from '@/lib/shipments/history';
import { LANGUAGES } from '#common/languages';

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
  /** Issue #37: the load's measures (metres, kg; PostgREST sends numeric as a JSON number). */
  length_m: z.number().nullable(),
  width_m: z.number().nullable(),
  height_m: z.number().nullable(),
  weight_kg: z.number().nullable(),
  /** The special transport permit; an approved one has its number and last valid day. */
  permit: z.enum(PERMITS),
  permit_number: z.string().nullable(),
  permit_valid_until: z.string().nullable(),
  escort: z.enum(ESCORTS),
  /** Collection and delivery time windows (timestamptz; `to` needs `from`). */
  pickup_window_from: z.string().nullable(),
  pickup_window_to: z.string().nullable(),
  delivery_window_from: z.string().nullable(),
  delivery_window_to: z.string().nullable(),
  /** Issue #52: the parties' phones (for the driver's call) and the notes for the driver. */
  shipperphone: z.string().nullable(),
  recipientphone: z.string().nullable(),
  driver_notes: z.string().nullable(),
  /** The assigned driver and vehicle (assign_driver, not the form's save); null: none. */
  driver_id: z.string().nullable(),
  vehicle_plate: z.string().nullable(),
  /** When it was handed over (the delivery report's time, or the save that made it Livrat). */
  delivered_at: z.string().nullable(),
  /** The transport request the shipment was made from (A-2026-00042); set by the conversion. */
  request_reference: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/**
 * The columns staff edit in the dialog: everything but the number, history, timestamps, the
 * request it came from (only the conversion writes that), and the driver, vehicle and delivery
 * time (assign_driver and the reports write those).
 */
export type EditableField = Exclude<
  keyof Shipment,
  | 'id'
  | 'history'
  | 'created_at'
  | 'updated_at'
  | 'request_reference'
  | 'driver_id'
  | 'vehicle_plate'
  | 'delivered_at'
>;

/** The row's editable columns, as create_shipment and save_shipment take them. */
export type ShipmentColumns = Pick<Shipment, EditableField>;
