import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import type { Shipment } from '@/features/shipments/api/shipment-schemas';
import { ShipmentFormDialog } from '@/features/shipments/components/form/shipment-form-dialog';
import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { ADMIN_LANGUAGE } from '#common/languages';

/**
 * The staff's add / edit dialog, open, in the staff area's data router (the dialog guards
 * unsaved input against navigations too); `shipment` to edit, none to add. Its user events.
 */
export function renderShipmentDialog(shipment?: Shipment) {
  const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });
  function Harness() {
    const [open, setOpen] = useState(true);
    return <ShipmentFormDialog open={open} onOpenChange={setOpen} shipment={shipment} />;
  }
  const router = createMemoryRouter([{ path: '/', element: <Harness /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}
