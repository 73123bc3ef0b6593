import { History, Link2, MoreHorizontal, Pencil, QrCode, Trash2, Unlink } from 'lucide-react';
import { useRef } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

import type { Shipment } from '../api/shipment-schemas';
import { useCopyTrackingLink } from '../hooks/use-copy-tracking-link';
import type { Party } from '../links/api/tracking-link-schema';
import { useShipmentsTranslation } from '../use-shipments-translation';

export interface RowActions {
  onEdit: (shipment: Shipment, from: HTMLElement | null) => void;
  onHistory: (shipment: Shipment, from: HTMLElement | null) => void;
  onPartyLink: (shipment: Shipment, party: Party, from: HTMLElement | null) => void;
  onRevokeLinks: (shipment: Shipment, from: HTMLElement | null) => void;
  onDelete: (shipment: Shipment, from: HTMLElement | null) => void;
}

/** A row's actions, named after its tracking number so each menu button says whose it is. */
export function ShipmentRowMenu({ shipment, ...actions }: { shipment: Shipment } & RowActions) {
  const { t } = useShipmentsTranslation();
  const copyLink = useCopyTrackingLink();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    // Not modal: a dialog opened from an item takes the focus over cleanly.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        ref={trigger}
        aria-label={t('list.menu.open', { id: shipment.id })}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'max-sm:size-11')}
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={t('list.menu.open', { id: shipment.id })}>
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
        <DropdownMenuItem
          onSelect={() => actions.onPartyLink(shipment, 'shipper', trigger.current)}
        >
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
        <DropdownMenuItem destructive onSelect={() => actions.onDelete(shipment, trigger.current)}>
          <Trash2 aria-hidden="true" />
          {t('list.menu.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
