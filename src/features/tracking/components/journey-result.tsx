import type { RefObject } from 'react';

import type { TrackedShipment } from '../api/tracked-shipment';
import { DetailsNotice } from './details-notice';
import { ResultLayout } from './result-layout';
import { ShipmentDetailsCard } from './shipment-details-card';
import type { JourneyAccess } from './use-details-notice';

/**
 * What the tracking number alone shows (DECISIONS 18): status, route and position, and a
 * notice in place of the cards with names, addresses, goods and prices. Its copied link is
 * the number-only link, whatever key the page was opened with.
 */
export function JourneyResult({
  shipment,
  trackingNumber,
  access,
  headingRef,
}: {
  shipment: TrackedShipment;
  trackingNumber: string;
  access: JourneyAccess;
  headingRef: RefObject<HTMLElement | null>;
}) {
  const id = shipment.id ?? trackingNumber;
  return (
    <ResultLayout shipment={shipment} id={id} shareKey={undefined} headingRef={headingRef}>
      <ShipmentDetailsCard id={id} shipment={shipment} />
      <DetailsNotice access={access} />
    </ResultLayout>
  );
}
