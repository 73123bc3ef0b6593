import { MoreHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

import type { Shipment } from '../../api/shipment-schemas';
import type { Party } from '../../links/api/tracking-link-schema';
import { ShipmentRowMenuItems } from './shipment-row-menu-items';

export interface RowActions {
  onEdit: (shipment: Shipment, from: HTMLElement | null) => void;
  onHistory: (shipment: Shipment, from: HTMLElement | null) => void;
  onPartyLink: (shipment: Shipment, party: Party, from: HTMLElement | null) => void;
  onRevokeLinks: (shipment: Shipment, from: HTMLElement | null) => void;
  onCmr: (shipment: Shipment, from: HTMLElement | null) => void;
  onDelete: (shipment: Shipment, from: HTMLElement | null) => void;
}

/**
 * A row's actions. Cheap to render 25 times a page, since a page turn renders them all: the
 * list translates the button's name once for all rows (`label`, useRowMenuLabel), and the items
 * are a component of their own, rendered only while the menu is open (built here, their texts
 * were translated for every row, about a third of a page turn's script).
 */
export function ShipmentRowMenu({
  shipment,
  label,
  ...actions
}: { shipment: Shipment; label: string } & RowActions) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Open for one shipment: rows are reused across pages and refetches (ShipmentRows), so when
  // this row comes to show another shipment, its menu is closed rather than turned to that one.
  const [openFor, setOpenFor] = useState<string | null>(null);
  return (
    // Not modal: a dialog opened from an item takes the focus over cleanly.
    <DropdownMenu
      modal={false}
      open={openFor === shipment.id}
      onOpenChange={(open) => setOpenFor(open ? shipment.id : null)}
    >
      <DropdownMenuTrigger
        ref={trigger}
        aria-label={label}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'max-sm:size-11')}
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={label}>
        <ShipmentRowMenuItems shipment={shipment} trigger={trigger} {...actions} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
