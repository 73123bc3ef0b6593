import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { FormSection } from './form-section';
import { ShipmentTextField } from './shipment-text-field';

const PARTIES = {
  shipper: {
    legend: 'shipments.form.groups.shipper',
    name: 'shippername',
    address: 'shipperaddress',
  },
  recipient: {
    legend: 'shipments.form.groups.recipient',
    name: 'recipientname',
    address: 'recipientaddress',
  },
} as const;

/** "Expeditor" or "Destinatar": the party's name (required) and address. */
export function PartyFields({ party }: { party: keyof typeof PARTIES }) {
  const { t } = useAdminTranslation();
  const { legend, name, address } = PARTIES[party];
  return (
    <FormSection legend={t(legend)} columns={1}>
      <ShipmentTextField name={name} required />
      <ShipmentTextField name={address} rows={2} />
    </FormSection>
  );
}
