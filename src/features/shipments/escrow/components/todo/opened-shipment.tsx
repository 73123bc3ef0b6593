import { FormAlert } from '@/components/ui/form-alert';

import { useShipment } from '../../../api/use-shipment';
import { LazyShipmentFormDialog } from '../../../components/form/lazy-shipment-form-dialog';
import { useShipmentsTranslation } from '../../../use-shipments-translation';

/**
 * The shipment a row of "Escrow: de făcut" opened, in the same edit dialog as the shipments'
 * list: loaded as saved now, or why it cannot be opened.
 */
export function OpenedShipment({
  trackingNumber,
  onClose,
  onCloseAutoFocus,
}: {
  trackingNumber: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useShipmentsTranslation();
  const shipment = useShipment(trackingNumber);
  const id = trackingNumber;

  if (shipment.isPending) {
    return (
      <p role="status" className="text-slate-700">
        {t('escrowTodo.opening', { id })}
      </p>
    );
  }
  if (shipment.isError) return <FormAlert message={t('escrowTodo.openFailed', { id })} />;
  if (shipment.data === null) return <FormAlert message={t('escrowTodo.gone', { id })} />;
  return (
    <LazyShipmentFormDialog
      preload={false}
      open
      shipment={shipment.data}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
