import { COMPANY } from '@/lib/company';
import { carrierParty } from '@/lib/paper-making/carrier';
import { reportSignature } from '@/lib/paper-making/condition-report-data';
import type { CmrCopy, CmrData, PaperImage, PaperLanguage } from '@/lib/papers/paper-data';
import type { ShipmentReport } from '@/lib/shipments/reports';

import type { Shipment } from '../api/shipment-schemas';
import { companyDay } from './company-day';
import { latestReport } from './latest-report';

/** What a CMR is gathered from besides the shipment: everything already fetched. */
export interface CmrSources {
  shipment: Shipment;
  /** The shipment's reports, oldest first. */
  reports: readonly ShipmentReport[];
  /** The standing reports' signatures, by object path. */
  signatures: ReadonlyMap<string, PaperImage>;
  /** The number of items the request named (its quantity); null without a request. */
  packages: number | null;
  labelLanguages: PaperLanguage[];
  copies: 'all' | CmrCopy;
  consigneeLink: string | null;
  /** When the note is made out (box 21). */
  now: Date;
}

/** m³ to the litre: the product of three decimals carries float noise past that. */
const volume = ({ length, width, height }: { length: number; width: number; height: number }) =>
  Math.round(length * width * height * 1000) / 1000;

const orNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/**
 * A shipment's CMR consignment note (issue #54), from the shipment, its standing collection and
 * delivery reports and the company as the carrier. Nothing is invented: what the shipment does
 * not hold (marks, packing, statistical number) stays empty, and so does a box whose report
 * has not been made yet.
 */
export function cmrData(sources: CmrSources): CmrData {
  const { shipment, signatures } = sources;
  const collection = latestReport(sources.reports, 'collection');
  const delivery = latestReport(sources.reports, 'delivery');
  const signatureOf = (report: ShipmentReport | null) =>
    report &&
    reportSignature(report, (report.signature && signatures.get(report.signature)) || null);
  const { length_m: length, width_m: width, height_m: height } = shipment;
  const dimensions =
    length !== null && width !== null && height !== null ? { length, width, height } : null;
  const consigneeSignature = signatureOf(delivery);
  return {
    labelLanguages: sources.labelLanguages,
    copies: sources.copies,
    trackingNumber: shipment.id,
    requestReference: shipment.request_reference,
    consigneeLink: sources.consigneeLink,
    sender: { name: shipment.shippername, address: shipment.shipperaddress },
    consignee: { name: shipment.recipientname, address: shipment.recipientaddress },
    deliveryPlace: shipment.recipientaddress,
    takingOver: {
      place: shipment.shipperaddress,
      date: collection ? companyDay(collection.recorded_at) : null,
    },
    documentsAttached: orNull(collection?.handed_over?.documents),
    goods: {
      marks: null,
      packages: sources.packages,
      packing: null,
      nature: shipment.transportedgoods,
      statisticalNumber: null,
      grossWeightKg: shipment.weight_kg,
      volumeM3: dimensions && volume(dimensions),
      dimensionsM: dimensions,
    },
    instructions: {
      permit:
        shipment.permit === 'not_needed'
          ? null
          : {
              kind: shipment.permit,
              number: shipment.permit_number,
              validUntil: shipment.permit_valid_until,
            },
      escort: shipment.escort === 'none' ? null : shipment.escort,
    },
    carrier: carrierParty(sources.labelLanguages[0] ?? 'en', shipment.vehicle_plate),
    carrierReservations: collection?.reservations ?? null,
    established: { place: COMPANY.address.city, date: companyDay(sources.now) },
    signatures: {
      sender: signatureOf(collection),
      // The driver signs nothing on the phone: box 23 is signed by hand.
      carrier: null,
      consignee: consigneeSignature && {
        ...consigneeSignature,
        reservations: delivery?.reservations ?? null,
      },
    },
  };
}
