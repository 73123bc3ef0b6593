import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { driverPath } from '@/lib/routes/route-manifest';

import { saveReport } from '../../offline';
import { useDriverTranslation } from '../../use-driver-translation';
import { useGeolocation } from '../../use-geolocation';
import { BackLink } from '../back-link';
import { ScreenHeading } from '../screen-heading';
import { PlaceField } from './place-field';
import { SavedNotice } from './saved-notice';

/** Poziție: one tap sends where the phone is (the customer's map), optionally as a route entry. */
export function PositionScreen({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useDriverTranslation();
  const geo = useGeolocation();
  const [place, setPlace] = useState('');
  const [routeEntry, setRouteEntry] = useState(false);
  const [placeMissing, setPlaceMissing] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const position = geo.state.status === 'found' ? { lat: geo.state.lat, lng: geo.state.lng } : null;

  const send = async () => {
    if (!position && place.trim() === '') {
      setPlaceMissing(true);
      return;
    }
    try {
      await saveReport(
        {
          trackingNumber,
          kind: 'position',
          recordedAt: new Date().toISOString(),
          position,
          place: place.trim() || null,
          damage: null,
          note: null,
          name: null,
          reservations: null,
          handedOver: null,
          routeEntry,
        },
        [],
        null,
      );
      setSaved(true);
    } catch (error) {
      setSaveError(
        t('report.saveFailed', { message: error instanceof Error ? error.message : String(error) }),
      );
    }
  };

  return (
    <>
      <BackLink to={driverPath('shipment', trackingNumber)} label={t('report.cancel')} />
      <ScreenHeading>{t('report.positionTitle', { number: trackingNumber })}</ScreenHeading>
      {saved ? (
        <SavedNotice trackingNumber={trackingNumber} />
      ) : (
        <form
          noValidate
          className="mt-4 grid gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          {saveError && <FormAlert message={saveError} />}
          <PlaceField
            geo={geo.state}
            onRetry={geo.retry}
            place={place}
            onPlaceChange={setPlace}
            error={
              placeMissing && !position && place.trim() === ''
                ? t('report.place.required')
                : undefined
            }
          />
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={routeEntry}
              onChange={(event) => setRouteEntry(event.target.checked)}
            />
            {t('report.position.routeEntry')}
          </label>
          <Button type="submit" size="lg" disabled={geo.state.status === 'locating'}>
            {t('report.position.send')}
          </Button>
        </form>
      )}
    </>
  );
}
