import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

import { saveReport } from '../../offline';
import {
  emptyReport,
  reportDraft,
  type ReportErrors,
  reportErrors,
  type ReportFormValues,
} from '../../report-form-values';
import { useDriverTranslation } from '../../use-driver-translation';
import { useGeolocation } from '../../use-geolocation';
import { DamageField } from './damage-field';
import { PhotosField } from './photos-field';
import { PlaceField } from './place-field';
import { SignatureField } from './signature-field';

/**
 * A collection (Preluare) or delivery (Predare) report: condition, photos, what was handed
 * over, the signer's name and signature, time and place. Saved to the phone's outbox, which
 * sends it when there is signal.
 */
export function ReportForm({
  trackingNumber,
  kind,
  onSaved,
}: {
  trackingNumber: string;
  kind: 'collection' | 'delivery';
  onSaved: () => void;
}) {
  const { t } = useDriverTranslation();
  const geo = useGeolocation();
  const [values, setValues] = useState<ReportFormValues>(() => emptyReport());
  const [errors, setErrors] = useState<ReportErrors | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const set = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const position = geo.state.status === 'found' ? { lat: geo.state.lat, lng: geo.state.lng } : null;
  const shown = errors ?? {};

  const submit = async () => {
    const found = reportErrors(values, position !== null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setSaveError(null);
    try {
      await saveReport(
        reportDraft(values, { trackingNumber, kind, position }),
        values.photos,
        values.typedSignature && values.signature === null ? null : values.signature,
      );
      onSaved();
    } catch (error) {
      setSaveError(
        t('report.saveFailed', { message: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      className="mt-4 grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {errors && Object.keys(errors).length > 0 && <FormAlert message={t('report.fixErrors')} />}
      {saveError && <FormAlert message={saveError} />}
      <DamageField
        value={values.damage}
        onChange={(damage) => set('damage', damage)}
        error={shown.damage && t('report.damage.required')}
      />
      <Field label={t('report.note')}>
        <Textarea
          value={values.note}
          maxLength={2000}
          onChange={(event) => set('note', event.target.value)}
        />
      </Field>
      <PhotosField photos={values.photos} onChange={(photos) => set('photos', photos)} />
      <fieldset className="grid gap-3">
        <legend className="font-semibold text-slate-900">{t('report.handedOver.legend')}</legend>
        <Field label={t('report.handedOver.documents')}>
          <Input
            value={values.documents}
            maxLength={500}
            onChange={(event) => set('documents', event.target.value)}
          />
        </Field>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={values.keys}
            onChange={(event) => set('keys', event.target.checked)}
          />
          {t('report.handedOver.keys')}
        </label>
      </fieldset>
      {kind === 'delivery' && (
        <Field label={t('report.reservations')}>
          <Textarea
            value={values.reservations}
            maxLength={2000}
            onChange={(event) => set('reservations', event.target.value)}
          />
        </Field>
      )}
      <Field
        label={t(kind === 'collection' ? 'report.senderName' : 'report.recipientName')}
        error={shown.name && t('report.nameRequired')}
      >
        <Input
          value={values.name}
          maxLength={200}
          autoComplete="off"
          required
          onChange={(event) => set('name', event.target.value)}
        />
      </Field>
      <SignatureField
        onChange={(signature) => set('signature', signature)}
        typed={values.typedSignature}
        onTypedChange={(typed) => set('typedSignature', typed)}
        error={shown.signature && t('report.signature.required')}
      />
      <Field
        label={t(kind === 'collection' ? 'report.time' : 'report.deliveryTime')}
        error={shown.time && t('report.fixErrors')}
      >
        <Input
          type="datetime-local"
          value={values.time}
          required
          onChange={(event) => set('time', event.target.value)}
        />
      </Field>
      <PlaceField
        geo={geo.state}
        onRetry={geo.retry}
        place={values.place}
        onPlaceChange={(place) => set('place', place)}
        error={shown.place && t('report.place.required')}
      />
      <Button type="submit" size="lg" disabled={saving}>
        {saving ? t('report.saving') : t('report.save')}
      </Button>
    </form>
  );
}
