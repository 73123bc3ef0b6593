import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { REQUEST_RULES } from '#common/requests/request-rules';

import { countryOptions, HOME_COUNTRY } from './countries';
import { SelectField } from './select-field';
import { TextField } from './text-field';

/** One end of the journey: address or postcode and town, country, how loading (at the pickup) or unloading (at the delivery) works there. */
export function PlaceFields({ end }: { end: 'pickup' | 'delivery' }) {
  const { t } = useSiteTranslation('request');
  const lang = useSiteLanguage();
  // "section-…" keeps the browser's autofill from copying one address into both ends.
  const autofill = `section-${end} shipping`;
  return (
    <fieldset className="grid gap-4">
      <legend className="font-semibold text-blue-950">{t(`fields.${end}`)}</legend>
      <TextField
        name={`${end}_address`}
        label={t('fields.address')}
        autoComplete={`${autofill} street-address`}
      />
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4">
        <TextField
          name={`${end}_postcode`}
          label={t('fields.postcode')}
          autoComplete={`${autofill} postal-code`}
        />
        <TextField
          name={`${end}_town`}
          label={t('fields.town')}
          autoComplete={`${autofill} address-level2`}
          required
        />
      </div>
      <SelectField
        name={`${end}_country`}
        label={t('fields.country')}
        options={countryOptions(lang)}
        defaultValue={HOME_COUNTRY[lang]}
        required
      />
      <SelectField
        name={`${end}_loading`}
        label={t(`fields.${end}Loading`)}
        options={REQUEST_RULES.loadingMethods.map((value) => ({
          value,
          label: t(`loadingMethods.${value}`),
        }))}
        defaultValue="unknown"
        required
      />
    </fieldset>
  );
}
