/** Helpers for the customer e-mail tests (issue #26): shipments with contacts, the outbox as SQL sees it. */
import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { sql, uniqueShipmentId } from './support';

export interface OutboxRow {
  id: string;
  shipment_id: string;
  party: 'shipper' | 'recipient';
  kind: 'link' | 'status';
  language: string;
  to_address: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  lease_until: Date | null;
  last_error: string | null;
  message_id: string;
  sent_at: Date | null;
  created_by: string;
  /** Seconds from the database's now() to next_attempt_at. */
  due_in: number;
}

/** A shipment's outbox rows, oldest first. */
export function outboxOf(shipmentId: string): Promise<OutboxRow[]> {
  return sql<OutboxRow>(
    `select o.*, extract(epoch from o.next_attempt_at - now())::float as due_in
       from private.email_outbox o where o.shipment_id = $1 order by o.created_at, o.id`,
    [shipmentId],
  );
}

export interface EmailSettings {
  settle_seconds: number;
  status_emails_per_hour: number;
  max_attempts: number;
  retry_for_seconds: number;
  base_retry_seconds: number;
  lease_seconds: number;
  site_url: string;
}

const DEFAULT_EMAIL_SETTINGS: EmailSettings = {
  settle_seconds: 45,
  status_emails_per_hour: 4,
  max_attempts: 50,
  retry_for_seconds: 86_400,
  base_retry_seconds: 30,
  lease_seconds: 300,
  site_url: 'http://127.0.0.1:5173',
};

/** Sets private.email_settings as the owner would, with SQL. */
export async function setEmailSettings(settings: Partial<EmailSettings>): Promise<void> {
  const next = { ...DEFAULT_EMAIL_SETTINGS, ...settings };
  await sql(
    `update private.email_settings set settle_seconds = $1, max_attempts = $2,
       base_retry_seconds = $3, lease_seconds = $4, site_url = $5, status_emails_per_hour = $6,
       retry_for_seconds = $7`,
    [
      next.settle_seconds,
      next.max_attempts,
      next.base_retry_seconds,
      next.lease_seconds,
      next.site_url,
      next.status_emails_per_hour,
      next.retry_for_seconds,
    ],
  );
}

export interface ContactShipment {
  id: string;
  shipperEmail: string;
  recipientEmail: string;
}

/** A shipment whose parties have addresses; notify and languages as told (default: recipient in French, notified). */
export async function contactShipment(
  desk: ProjectClient,
  fields: Record<string, unknown> = {},
): Promise<ContactShipment> {
  const id = uniqueShipmentId('MAIL');
  const shipperEmail = `shipper.${id.toLowerCase()}@example.com`;
  const recipientEmail = `recipient.${id.toLowerCase()}@example.fr`;
  const { error } = await desk.rpc('create_shipment', {
    shipment: {
      id,
      shippername: 'Landtechnik Huber GmbH',
      recipientname: 'Ferme Dubois',
      shipperemail: shipperEmail,
      shipperlanguage: 'de',
      recipientemail: recipientEmail,
      recipientlanguage: 'fr',
      notifyrecipient: true,
      ...fields,
    },
    first_location: 'Dingolfing, Germania',
  });
  if (error) throw new Error(`${error.code} ${error.message}`);
  return { id, shipperEmail, recipientEmail };
}

/**
 * Deletes the e-mails `desk` queued that were not sent: rows a test claimed and left in hand
 * (leases of minutes) would hold up the request lane of later files' worker runs, which waits
 * while shipments' e-mails are in hand (claim_outbox_emails, issue #48).
 */
export async function forgetUnsentEmailsOf(desk: ProjectClient): Promise<void> {
  const { data, error } = await desk.auth.getUser();
  if (error) throw error;
  await sql(`delete from private.email_outbox where created_by = $1 and status <> 'sent'`, [
    data.user.email,
  ]);
}

/**
 * Every lease over, as if the workers holding e-mails died long ago: the next claim queues what
 * was claimed again and fails what was being handed over. For tests of the request lane, which
 * waits while any shipment e-mail is in hand (claim_outbox_emails, issue #48), on a stack where
 * earlier files' runs may have left some.
 */
export async function endLeases(): Promise<void> {
  await sql(
    `update private.email_outbox set lease_until = now() - interval '1 second'
      where status in ('claimed', 'sending')`,
  );
}
