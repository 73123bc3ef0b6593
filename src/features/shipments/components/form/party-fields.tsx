import { useShipmentsTranslation } from '../../use-shipments-translation';
import { FormSection } from './form-section';
import { NotifyCheckbox } from './notify-checkbox';
import { PartyLanguageField } from './party-language-field';
import { ShipmentTextField } from './shipment-text-field';

const PARTIES = {
  shipper: {
    legend: 'form.groups.shipper',
    name: 'shippername',
    address: 'shipperaddress',
    phone: 'shipperphone',
    email: 'shipperemail',
    language: 'shipperlanguage',
    notify: 'notifyshipper',
  },
  recipient: {
    legend: 'form.groups.recipient',
    name: 'recipientname',
    address: 'recipientaddress',
    phone: 'recipientphone',
    email: 'recipientemail',
    language: 'recipientlanguage',
    notify: 'notifyrecipient',
  },
} as const;

/**
 * "Expeditor" or "Destinatar": the party's name (required), address and phone (the driver's
 * call, issue #52), and how we write to them (issue #26): e-mail address, language, status
 * e-mails.
 */
export function PartyFields({ party }: { party: keyof typeof PARTIES }) {
  const { t } = useShipmentsTranslation();
  const { legend, name, address, phone, email, language, notify } = PARTIES[party];
  return (
    <FormSection legend={t(legend)} columns={1}>
      <ShipmentTextField name={name} required />
      <ShipmentTextField name={address} rows={2} />
      <ShipmentTextField name={phone} type="tel" inputMode="tel" hint={t('form.hints.phone')} />
      <ShipmentTextField name={email} type="email" inputMode="email" hint={t('form.hints.email')} />
      <PartyLanguageField name={language} />
      <NotifyCheckbox name={notify} email={email} />
    </FormSection>
  );
}
