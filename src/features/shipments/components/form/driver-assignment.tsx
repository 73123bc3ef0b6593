import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorField } from '@/lib/postgrest-error';

import { shipmentWriteFailure } from '../../api/shipment-write-error';
import { useAssignDriverMutation } from '../../api/use-assign-driver-mutation';
import { useDrivers } from '../../api/use-drivers';
import { failureReason } from '../../api/write-failure-text';
import { TEXT_LIMITS } from '../../form/text-limits';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FormSection } from './form-section';

const PLATE_MAX = TEXT_LIMITS.vehicle_plate;
const NO_DRIVER = 'none';

export interface AssignedDriver {
  driverId: string | null;
  plate: string | null;
}

/**
 * "Șofer și vehicul" (issue #52): who drives the shipment and in which vehicle. It takes effect
 * at once with its own button, apart from Save, against the version the form holds: someone
 * else's save first is the form's conflict (`onConflict`), and a success moves the form to the
 * new version (`onAssigned`).
 */
export function DriverAssignment({
  trackingNumber,
  updatedAt,
  assigned,
  blocked,
  onAssigned,
  onConflict,
}: {
  trackingNumber: string;
  updatedAt: string;
  assigned: AssignedDriver;
  /** While the form shows a conflict, nothing is sent. */
  blocked: boolean;
  onAssigned: (updatedAt: string, assigned: AssignedDriver) => void;
  onConflict: () => void;
}) {
  const { t } = useShipmentsTranslation();
  const drivers = useDrivers();
  const assign = useAssignDriverMutation();
  const [driverId, setDriverId] = useState(assigned.driverId ?? NO_DRIVER);
  const [plate, setPlate] = useState(assigned.plate ?? '');
  const [error, setError] = useState<string | null>(null);
  const plateError =
    plate.trim().length > PLATE_MAX ? t('driver.plateTooLong', { max: PLATE_MAX }) : undefined;
  const chosen = driverId === NO_DRIVER ? null : driverId;
  const unchanged = chosen === assigned.driverId && plate.trim() === (assigned.plate ?? '');

  const options = [
    { value: NO_DRIVER, label: t('driver.none') },
    ...(drivers.data ?? []).map((driver) => ({ value: driver.user_id, label: driver.email })),
  ];
  // A driver assigned before and no longer active still shows as the current choice.
  if (assigned.driverId && !options.some((option) => option.value === assigned.driverId)) {
    options.push({ value: assigned.driverId, label: t('driver.inactive') });
  }

  const submit = () => {
    setError(null);
    if (plateError) return;
    assign.mutate(
      { trackingNumber, expectedUpdatedAt: updatedAt, driverId: chosen, vehiclePlate: plate },
      {
        onSuccess: (saved) => onAssigned(saved, { driverId: chosen, plate: plate.trim() || null }),
        onError: (failed) => {
          if (errorField(failed, 'details') === 'not_a_driver') {
            setError(t('driver.notADriver'));
            return;
          }
          const failure = shipmentWriteFailure(failed);
          if (failure.kind === 'conflict') onConflict();
          else setError(failureReason(failure, t, trackingNumber) ?? t('driver.failed'));
        },
      },
    );
  };

  return (
    <FormSection legend={t('driver.legend')} description={t('driver.description')}>
      <Field label={t('driver.driver')} hint={drivers.isError ? t('driver.listFailed') : undefined}>
        <Select options={options} value={driverId} onValueChange={setDriverId} />
      </Field>
      <Field label={t('driver.plate')} error={plateError}>
        <Input
          value={plate}
          autoComplete="off"
          className="max-sm:min-h-11"
          onChange={(event) => setPlate(event.target.value)}
        />
      </Field>
      {error && (
        <div className="sm:col-span-2">
          <FormAlert message={error} />
        </div>
      )}
      <div className="sm:col-span-2">
        <Button
          type="button"
          variant="outline"
          disabled={unchanged || blocked || assign.isPending || plateError !== undefined}
          onClick={submit}
        >
          {assign.isPending ? t('driver.saving') : t('driver.save')}
        </Button>
      </div>
    </FormSection>
  );
}
