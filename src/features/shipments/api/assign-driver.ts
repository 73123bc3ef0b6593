import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';
import type { Database } from '#common/database.types';

type AssignArgs = Database['public']['Functions']['assign_driver']['Args'];

export interface DriverAssignment {
  trackingNumber: string;
  /** The version the dialog holds: an assignment over a newer one is refused (PT409). */
  expectedUpdatedAt: string;
  /** The driver's account; null takes the driver off. */
  driverId: string | null;
  /** The vehicle's plate; empty for none. */
  vehiclePlate: string;
}

/** Assigns (or takes off) the driver and vehicle (assign_driver): the shipment's new version. */
export async function assignDriver(assignment: DriverAssignment): Promise<string> {
  const { data, error, status } = await supabase.rpc('assign_driver', {
    tracking_number: assignment.trackingNumber,
    expected_updated_at: assignment.expectedUpdatedAt,
    // The generated types cannot say that an argument takes null; unassigning sends it.
    driver_id: assignment.driverId as AssignArgs['driver_id'],
    vehicle_plate: assignment.vehiclePlate.trim(),
  });
  if (error) throw requestError(error, status);
  return data;
}
