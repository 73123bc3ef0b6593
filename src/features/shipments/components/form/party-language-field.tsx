import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { LANGUAGE_NAME_KEYS } from '@/lib/i18n/language-name-keys';
import { LANGUAGES } from '@/lib/i18n/languages';

import type { ShipmentFormValues } from '../../form/shipment-form-schema';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FieldLabel } from './field-label';

/** The language a party's e-mails are written in: one of the seven, named in Romanian. */
export function PartyLanguageField({ name }: { name: 'shipperlanguage' | 'recipientlanguage' }) {
  const { t } = useShipmentsTranslation();
  const { control } = useFormContext<ShipmentFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      label={<FieldLabel name={name} />}
      hint={t('form.hints.language')}
      render={({ value, onChange, onBlur, name: fieldName }) => (
        <Select
          name={fieldName}
          value={value}
          onValueChange={onChange}
          onBlur={onBlur}
          className="max-sm:min-h-11"
          options={LANGUAGES.map((lang) => ({
            value: lang,
            label: t(`admin:${LANGUAGE_NAME_KEYS[lang]}`),
          }))}
        />
      )}
    />
  );
}
