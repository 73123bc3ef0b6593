import type { Shipment } from '../api/shipment-schemas';
import { useShipmentsTranslation } from '../use-shipments-translation';

/** A row menu button's name, which says whose actions it opens; one hook for the whole list. */
export function useRowMenuLabel(): (shipment: Shipment) => string {
  const { t } = useShipmentsTranslation();
  return (shipment) => t('list.menu.open', { id: shipment.id });
}
