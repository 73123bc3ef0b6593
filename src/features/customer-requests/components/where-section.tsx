import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { FormSection } from './form-section';
import { PlaceFields } from './place-fields';
import { TextField } from './text-field';

export function WhereSection() {
  const { t } = useSiteTranslation('request');
  return (
    <FormSection title={t('sections.where')}>
      <div className="grid gap-8 md:grid-cols-2">
        <PlaceFields end="pickup" />
        <PlaceFields end="delivery" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="earliest_pickup" label={t('fields.earliestPickup')} type="date" required />
        <TextField name="latest_delivery" label={t('fields.latestDelivery')} type="date" />
      </div>
    </FormSection>
  );
}
