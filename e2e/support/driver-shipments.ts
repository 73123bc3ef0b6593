/**
 * A shipment on a driver's list (issue #52), made and assigned as the office does it: staff
 * create it with the parties' phones and a note for the driver, then assign the driver.
 */
import { SEED_STAFF_EMAIL, SEED_STAFF_PASSWORD } from '../../dev-support/demo-seed';
import { anonClient } from '../../test-support/database';
import type { E2eEnv } from './e2e-env';

/** A staff member's client (assign_driver is staff only). */
async function staffClient(env: E2eEnv) {
  const client = anonClient(env);
  const { error } = await client.auth.signInWithPassword({
    email: SEED_STAFF_EMAIL,
    password: SEED_STAFF_PASSWORD,
  });
  if (error) throw error;
  return client;
}

/** Today at `hour`:00 on the test browser's clock (Europe/Berlin, playwright.config.ts). */
function todayAt(hour: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+01:00`).toISOString();
}

export async function assignedShipment(env: E2eEnv, driverId: string, id: string): Promise<void> {
  const staff = await staffClient(env);
  const created = await staff.rpc('create_shipment', {
    shipment: {
      id,
      shippername: 'Bau GmbH Kempten',
      shipperaddress: 'Industriestraße 4, 87437 Kempten',
      shipperphone: '+49 831 555 0101',
      recipientname: 'Agro SRL',
      recipientaddress: 'Str. Fabricii 12, Cluj-Napoca',
      recipientphone: '+40 264 555 010',
      transportedgoods: 'Excavator Liebherr A 918',
      length_m: 8.9,
      width_m: 2.55,
      height_m: 3.2,
      weight_kg: 18500,
      pickup_window_from: todayAt(8),
      pickup_window_to: todayAt(12),
      driver_notes: 'Poarta 3, sunați cu 30 de minute înainte.',
    },
  });
  if (created.error) throw created.error;
  const assigned = await staff.rpc('assign_driver', {
    tracking_number: id,
    expected_updated_at: created.data.updated_at,
    driver_id: driverId,
    vehicle_plate: 'B 123 ABC',
  });
  if (assigned.error) throw assigned.error;
}

/** Takes the shipment off its driver, as the office does (assign_driver with no driver). */
export async function unassign(env: E2eEnv, id: string): Promise<void> {
  const staff = await staffClient(env);
  const row = await staff.from('shipments').select('updated_at').eq('id', id).single();
  if (row.error) throw row.error;
  const { error } = await staff.rpc('assign_driver', {
    tracking_number: id,
    expected_updated_at: row.data.updated_at,
    driver_id: null as unknown as string,
    vehicle_plate: '',
  });
  if (error) throw error;
}
