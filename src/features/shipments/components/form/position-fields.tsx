import { LocateFixed } from 'lucide-react';
import { useFormContext } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { type Coordinates, useCurrentPosition } from '@/lib/use-current-position';

import type { ShipmentFormValues } from '../../form/shipment-form-schema';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';

const POSITION_MESSAGES = {
  located: 'form.geolocation.filled',
  denied: 'form.geolocation.denied',
  unavailable: 'form.geolocation.unavailable',
  unsupported: 'form.geolocation.unsupported',
} as const;

const LEGENDS = {
  position: 'form.groups.position',
  currentPosition: 'form.groups.currentPosition',
} as const;

/** Six decimals are about 10 cm: more is noise from the device. */
const formatCoordinate = (value: number) => String(Number(value.toFixed(6)));

/**
 * The shipment's current position: latitude and longitude as typed, or the device's own
 * position ("Folosește locația mea"), which the user can still correct before saving.
 */
export function PositionFields({ legend }: { legend: keyof typeof LEGENDS }) {
  const { t } = useShipmentsTranslation();
  const { setValue, formState } = useFormContext<ShipmentFormValues>();
  const { state, locate } = useCurrentPosition();

  const fill = ({ lat, lng }: Coordinates) => {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('latitude', formatCoordinate(lat), options);
    setValue('longitude', formatCoordinate(lng), options);
  };

  let message: string | null = null;
  if (state.status === 'located') message = t(POSITION_MESSAGES.located);
  else if (state.status === 'failed') message = t(POSITION_MESSAGES[state.failure]);

  return (
    <FormSection
      legend={t(LEGENDS[legend])}
      description={t('form.hints.coordinates')}
      // Inside the route update it is a group of its own across both columns.
      className={legend === 'currentPosition' ? 'sm:col-span-2' : undefined}
    >
      <ShipmentTextField name="latitude" inputMode="decimal" />
      <ShipmentTextField name="longitude" inputMode="decimal" />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button
          variant="outline"
          size="sm"
          className="max-sm:min-h-11 max-sm:w-full"
          disabled={state.status === 'locating'}
          onClick={() => locate(fill)}
        >
          <LocateFixed aria-hidden="true" className="size-4" />
          {state.status === 'locating'
            ? t('form.geolocation.locating')
            : t('form.geolocation.button')}
        </Button>
        <p
          role="status"
          className={
            state.status === 'failed'
              ? 'text-sm font-medium text-red-700'
              : 'text-sm text-slate-700'
          }
        >
          {message}
        </p>
      </div>
    </FormSection>
  );
}
