import { lazy, Suspense, useEffect, useState } from 'react';

import type { ShipmentFormDialogProps } from './shipment-form-dialog';

const loadShipmentFormDialog = () => import('./shipment-form-dialog');

const ShipmentFormDialog = lazy(async () => ({
  default: (await loadShipmentFormDialog()).ShipmentFormDialog,
}));

/**
 * The add/edit dialog with its code (the form, its fields, checks and link panel: most of the
 * list screen's JavaScript) loaded apart, so the list paints without it: requested once the
 * browser is idle after the list shows (`preload`), or when first opened. Once opened it stays
 * mounted, so it closes as the dialog closes (its animation, the focus back to the opener).
 */
export function LazyShipmentFormDialog({
  preload,
  ...props
}: ShipmentFormDialogProps & { preload: boolean }) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);

  useEffect(() => {
    if (!preload || opened) return;
    const load = () => void loadShipmentFormDialog();
    // Safari has no idle callback: a second later serves the same purpose there.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 1000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(load);
    return () => window.cancelIdleCallback(handle);
  }, [preload, opened]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ShipmentFormDialog {...props} />
    </Suspense>
  );
}
