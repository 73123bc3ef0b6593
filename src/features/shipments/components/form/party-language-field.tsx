import { LANGUAGE_NAME_KEYS } from '@/lib/i18n/language-name-keys';
import { LANGUAGES } from '#common/languages';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import { ShipmentChoiceField } from './shipment-choice-field';

/** The language a party's e-mails are written in: one of the seven, named in Romanian. */
export function PartyLanguageField({ name }: { name: 'shipperlanguage' | 'recipientlanguage' }) {
  const { t } = useShipmentsTranslation();
  return (
    <ShipmentChoiceField
      name={name}
      hint={t('form.hints.language')}
      options={LANGUAGES.map((lang) => ({
        value: lang,
        label: t(`admin:${LANGUAGE_NAME_KEYS[lang]}`),
      }))}
    />
  );
}
