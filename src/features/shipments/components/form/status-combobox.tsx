import { Combobox, type ComboboxProps } from '@/components/ui/combobox';

import { useShipmentStatuses } from '../../api/use-shipment-statuses';
import { statusSuggestions } from '../../form/status-suggestions';
import { useShipmentsTranslation } from '../../use-shipments-translation';

type StatusComboboxProps = Omit<
  ComboboxProps,
  'options' | 'placeholder' | 'searchLabel' | 'typedOptionLabel' | 'emptyText'
>;

/**
 * A shipment status: one of the known four or of those in use, or any text (DECISIONS 13).
 * Until the statuses in use arrive (or if they cannot), the known four are offered.
 */
export function StatusCombobox(props: StatusComboboxProps) {
  const { t } = useShipmentsTranslation();
  const inUse = useShipmentStatuses();
  return (
    <Combobox
      {...props}
      className="max-sm:min-h-11"
      options={statusSuggestions(inUse.data ?? [])}
      placeholder={t('form.status.placeholder')}
      searchLabel={t('form.status.search')}
      typedOptionLabel={(status) => t('form.status.useTyped', { status })}
      emptyText={t('form.status.empty')}
    />
  );
}
