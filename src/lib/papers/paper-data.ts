// What the papers of issue #54 are made from: the data a CMR consignment note and a condition
// report print, already gathered by the screen that asks for them (the staff shipment menu, a
// party's tracking page). The PDF makers (src/lib/papers) read only this: no fetching, no
// database codes they would have to guess at.

import type { Language } from '#common/languages';

import type { Damage, HandedOver, ReportKind } from '../shipments/reports';

/** A paper's languages: the seven public ones and the staff area's Romanian. */
export type PaperLanguage = Language | 'ro';

/** An image to print: the bytes as stored (JPEG photos, PNG signatures). */
export type PaperImage = { bytes: Uint8Array; type: 'image/jpeg' | 'image/png' };

/** Someone who signed on the road: the name as typed and the signature, either may be missing. */
export type PaperSignature = {
  name: string | null;
  signature: PaperImage | null;
  /** When it was signed, ISO 8601 with offset. */
  at: string;
  place: string | null;
};

/** A party as the shipment holds it: the name and the address as typed (lines). */
export type PaperParty = { name: string; address: string };

export type CmrCopy = 1 | 2 | 3 | 4;

export type CmrData = {
  /** The labels' languages, in order: the sender's, the consignee's, English (duplicates dropped). */
  labelLanguages: PaperLanguage[];
  /** Which copies to print: all four (sender, consignee, carrier, extra) or one. */
  copies: 'all' | CmrCopy;
  trackingNumber: string;
  requestReference: string | null;
  /** The consignee's party link (the QR code), when one can be printed. */
  consigneeLink: string | null;
  /** Box 1. */
  sender: PaperParty;
  /** Box 2. */
  consignee: PaperParty;
  /** Box 3: the place designated for delivery. */
  deliveryPlace: string;
  /** Box 4: the place and the date (YYYY-MM-DD) of taking over; the date null when not yet. */
  takingOver: { place: string; date: string | null };
  /** Box 5: the documents handed over, as typed. */
  documentsAttached: string | null;
  /** Boxes 6–12. Numbers null when unknown: the box stays empty. */
  goods: {
    marks: string | null;
    packages: number | null;
    packing: string | null;
    nature: string;
    statisticalNumber: string | null;
    grossWeightKg: number | null;
    volumeM3: number | null;
    /** Length × width × height in metres, printed with the nature of the goods. */
    dimensionsM: { length: number; width: number; height: number } | null;
  };
  /** Box 13: the permit and the escort, as codes the paper writes in its languages. */
  instructions: {
    permit: { kind: string; number: string | null; validUntil: string | null } | null;
    escort: string | null;
  };
  /** Box 16: the carrier (the company) and the vehicle. */
  carrier: PaperParty & { vehiclePlate: string | null };
  /** Box 18: the reservations written at collection, as typed. */
  carrierReservations: string | null;
  /** Box 21: established in … on … (YYYY-MM-DD). */
  established: { place: string; date: string };
  /** Boxes 22–24: from the collection (sender, driver) and delivery (consignee) reports. */
  signatures: {
    sender: PaperSignature | null;
    carrier: PaperSignature | null;
    consignee: (PaperSignature & { reservations: string | null }) | null;
  };
};

export type ConditionReportData = {
  /** The reader's language: a party's page language, Romanian for staff. */
  language: PaperLanguage;
  trackingNumber: string;
  kind: Exclude<ReportKind, 'position'>;
  recordedAt: string;
  place: string | null;
  /** Decimal degrees when the phone had a position. */
  position: { lat: number; lng: number } | null;
  damage: Damage | null;
  note: string | null;
  handedOver: HandedOver | null;
  reservations: string | null;
  /** Who signed, and their signature. */
  signedBy: PaperSignature | null;
  /** The photos in the order taken. */
  photos: PaperImage[];
  /** True when staff typed it for a driver who phoned (printed as such). */
  phoned: boolean;
  /** The report this one corrects, by its time (printed as "corrects the report of …"). */
  correctsRecordedAt: string | null;
  shipper: PaperParty;
  recipient: PaperParty;
  carrier: PaperParty & { vehiclePlate: string | null };
};
