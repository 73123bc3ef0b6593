import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatNumber } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useDriverTranslation } from '../../use-driver-translation';
import type { GeoState } from '../../use-geolocation';

const coordinate = (value: number) =>
  formatNumber(value, ADMIN_LANGUAGE, { maximumFractionDigits: 5 });

/**
 * Where the report is made: the phone's position when it has one (the place may still be
 * typed), else a typed place, which is then required.
 */
export function PlaceField({
  geo,
  onRetry,
  place,
  onPlaceChange,
  error,
}: {
  geo: GeoState;
  onRetry: () => void;
  place: string;
  onPlaceChange: (place: string) => void;
  error: string | undefined;
}) {
  const { t } = useDriverTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="font-semibold text-slate-900">{t('report.place.legend')}</legend>
      <p role="status" className="text-sm text-slate-800">
        {geo.status === 'locating' && t('report.place.locating')}
        {geo.status === 'found' &&
          t('report.place.found', {
            // Not `lng`: i18next reads that option as the language.
            latitude: coordinate(geo.lat),
            longitude: coordinate(geo.lng),
            accuracy: Math.round(geo.accuracy),
          })}
        {geo.status === 'unavailable' && t('report.place.refused')}
      </p>
      {geo.status === 'unavailable' && (
        <Button type="button" variant="outline" size="sm" onClick={onRetry} className="w-fit">
          {t('report.place.retry')}
        </Button>
      )}
      <Field
        label={t(geo.status === 'found' ? 'report.place.typedOptional' : 'report.place.typed')}
        error={error}
      >
        <Input
          name="place"
          value={place}
          maxLength={200}
          autoComplete="off"
          required={geo.status !== 'found'}
          onChange={(event) => onPlaceChange(event.target.value)}
        />
      </Field>
    </fieldset>
  );
}
