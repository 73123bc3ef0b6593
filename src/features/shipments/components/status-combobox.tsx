import { Combobox, type ComboboxProps } from '@/components/ui/combobox';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { useShipmentStatuses } from '../api/use-shipment-statuses';
import { statusSuggestions } from '../form/status-suggestions';

type StatusComboboxProps = Omit<
  ComboboxProps,
  'options' | 'placeholder' | 'searchLabel' | 'typedOptionLabel' | 'emptyText'
>;

/**
 * A shipment status: one of the known four or of those in use, or any text (DECISIONS 13).
 * Until the statuses in use arrive (or if they cannot), the known four are offered.
 */
export function StatusCombobox(props: StatusComboboxProps) {
  const { t } = useAdminTranslation();
  const inUse = useShipmentStatuses();
  return (
    <Combobox
      {...props}
      className="max-sm:min-h-11"
      options={statusSuggestions(inUse.data ?? [])}
      placeholder={t('shipments.form.status.placeholder')}
      searchLabel={t('shipments.form.status.search')}
      typedOptionLabel={(status) => t('shipments.form.status.useTyped', { status })}
      emptyText={t('shipments.form.status.empty')}
    />
  );
}
