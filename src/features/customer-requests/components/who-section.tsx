import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { LANGUAGE_NAMES, LANGUAGES } from '#common/languages';

import { FormSection } from './form-section';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const LANGUAGE_OPTIONS = LANGUAGES.map((lang) => ({
  value: lang,
  label: LANGUAGE_NAMES[lang],
  lang,
}));

export function WhoSection() {
  const { t } = useSiteTranslation('request');
  const lang = useSiteLanguage();
  return (
    <FormSection title={t('sections.who')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t('fields.name')} autoComplete="name" required />
        <TextField name="company" label={t('fields.company')} autoComplete="organization" />
        <TextField
          name="email"
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <TextField
          name="phone"
          label={t('fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('fields.phoneHint')}
        />
        <SelectField
          name="language"
          label={t('fields.language')}
          options={LANGUAGE_OPTIONS}
          defaultValue={lang}
          required
        />
      </div>
    </FormSection>
  );
}
