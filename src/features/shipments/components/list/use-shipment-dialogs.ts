import { useState } from 'react';

import type { Shipment } from '../../api/shipment-schemas';
import { useReturnFocus } from '../../hooks/use-return-focus';
import type { Party } from '../../links/api/tracking-link-schema';
import type { PartyLinkTarget } from '../../links/components/party-link-dialog';

/** What the add/edit dialog shows: a new shipment, one to edit, or nothing (closed). */
export type ShipmentFormState = { mode: 'add' } | { mode: 'edit'; shipment: Shipment } | null;

/**
 * Which of the list's dialogs is open and for which row. Each remembers the control that
 * opened it, so closing gives the focus back there (a row's menu button, not the page top).
 */
export function useShipmentDialogs() {
  const [form, setForm] = useState<ShipmentFormState>(null);
  const [historyOf, setHistoryOf] = useState<Shipment | null>(null);
  const [deleting, setDeleting] = useState<Shipment | null>(null);
  const [partyLink, setPartyLink] = useState<PartyLinkTarget>(null);
  const [revokingLinksOf, setRevokingLinksOf] = useState<string | null>(null);
  const [cmrOf, setCmrOf] = useState<Shipment | null>(null);
  const { remember, restoreFocus } = useReturnFocus();

  return {
    form,
    historyOf,
    deleting,
    partyLink,
    revokingLinksOf,
    cmrOf,
    restoreFocus,
    openAdd: (from: HTMLElement | null) => {
      remember(from);
      setForm({ mode: 'add' });
    },
    openEdit: (shipment: Shipment, from: HTMLElement | null) => {
      remember(from);
      setForm({ mode: 'edit', shipment });
    },
    openHistory: (shipment: Shipment, from: HTMLElement | null) => {
      remember(from);
      setHistoryOf(shipment);
    },
    openDelete: (shipment: Shipment, from: HTMLElement | null) => {
      remember(from);
      setDeleting(shipment);
    },
    openPartyLink: (shipment: Shipment, party: Party, from: HTMLElement | null) => {
      remember(from);
      setPartyLink({ trackingNumber: shipment.id, party });
    },
    openRevokeLinks: (shipment: Shipment, from: HTMLElement | null) => {
      remember(from);
      setRevokingLinksOf(shipment.id);
    },
    openCmr: (shipment: Shipment, from: HTMLElement | null) => {
      remember(from);
      setCmrOf(shipment);
    },
    closeForm: () => setForm(null),
    closeHistory: () => setHistoryOf(null),
    closeDelete: () => setDeleting(null),
    closePartyLink: () => setPartyLink(null),
    closeRevokeLinks: () => setRevokingLinksOf(null),
    closeCmr: () => setCmrOf(null),
  };
}
