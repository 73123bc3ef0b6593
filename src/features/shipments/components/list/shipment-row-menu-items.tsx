import { FileText, History, Link2, Pencil, QrCode, Trash2, Unlink } from 'lucide-react';
import type { RefObject } from 'react';

import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';

import type { Shipment } from '../../api/shipment-schemas';
import { useCopyTrackingLink } from '../../hooks/use-copy-tracking-link';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { RowActions } from './shipment-row-menu';

/** The open row menu's items; each action returns the focus to the row's menu button. */
export function ShipmentRowMenuItems({
  shipment,
  trigger,
  ...actions
}: { shipment: Shipment; trigger: RefObject<HTMLButtonElement | null> } & RowActions) {
  const { t } = useShipmentsTranslation();
  const copyLink = useCopyTrackingLink();
  return (
    <>
      <DropdownMenuItem onSelect={() => actions.onEdit(shipment, trigger.current)}>
        <Pencil aria-hidden="true" />
        {t('list.menu.edit')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => actions.onHistory(shipment, trigger.current)}>
        <History aria-hidden="true" />
        {t('list.menu.history')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => void copyLink(shipment.id)}>
        <Link2 aria-hidden="true" />
        {t('list.menu.copyLink')}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => actions.onPartyLink(shipment, 'shipper', trigger.current)}>
        <QrCode aria-hidden="true" />
        {t('list.menu.shipperLink')}
      </DropdownMenuItem>
      <DropdownMenuItem
        onSelect={() => actions.onPartyLink(shipment, 'recipient', trigger.current)}
      >
        <QrCode aria-hidden="true" />
        {t('list.menu.recipientLink')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => actions.onRevokeLinks(shipment, trigger.current)}>
        <Unlink aria-hidden="true" />
        {t('list.menu.revokeLinks')}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => actions.onCmr(shipment, trigger.current)}>
        <FileText aria-hidden="true" />
        {t('list.menu.cmr')}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem destructive onSelect={() => actions.onDelete(shipment, trigger.current)}>
        <Trash2 aria-hidden="true" />
        {t('list.menu.delete')}
      </DropdownMenuItem>
    </>
  );
}
