import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { FormSection } from './form-section';
import { HoneypotField } from './honeypot-field';
import { TextField } from './text-field';

export function MessageSection() {
  const { t } = useSiteTranslation('request');
  return (
    <FormSection title={t('sections.message')}>
      <TextField name="message" label={t('fields.message')} multiline />
      <HoneypotField label={t('fields.website')} />
    </FormSection>
  );
}
