import { COMPANY_LOAD_LIMITS } from './company-load-limits.ts';

/**
 * When a load is likely over the normal road limits, and when it is beyond what the company
 * usually moves (issue #36): the one place these numbers live (the company's own limits in
 * company-load-limits.ts, which the public pages state too). The request page's hint, the staff
 * notice, the shipment form and the database (facts.sql, generated from here) read them.
 */
export const OVERSIZE_FACTS = {
  /**
   * The normal limits in international traffic in the EU: Council Directive 96/53/EC, Annex I
   * (as amended by Directive (EU) 2015/719): width 2.55 m, height 4.00 m, an articulated
   * vehicle 16.50 m long, 40 t gross.
   */
  legal: {
    source: 'Council Directive 96/53/EC, Annex I (amended by Directive (EU) 2015/719)',
    widthM: 2.55,
    heightM: 4.0,
    vehicleLengthM: 16.5,
    grossKg: 40000,
  },
  /**
   * What the vehicle adds, so that a load's own measures can be compared with the limits:
   * estimates for a semi-low-loader, which is why the page says "likely".
   */
  vehicle: {
    /** Height of a low-loader's deck: a load higher than 4.00 m − 0.90 m makes the whole too high. */
    deckHeightM: 0.9,
    /** Loading length a 16.50 m articulated vehicle leaves behind the tractor unit. */
    loadingLengthM: 13.6,
    /** Tractor unit and semi-low-loader, empty. */
    tareKg: 16000,
  },
  /** SPEC §9: machine loads up to 4.0 m high and 3.70 m wide with special permits. */
  company: { source: 'SPEC §9', ...COMPANY_LOAD_LIMITS },
} as const;

/**
 * What a shipment made from a request starts with, per verdict (issue #49): the request page
 * tells a permit case that a permit and an escort vehicle are likely, so the shipment says the
 * same; beyond the usual, two escorts. Staff change them when the permit says otherwise. (Its
 * own export, so the public pages that read OVERSIZE_FACTS do not carry it.)
 */
export const SHIPMENT_START = {
  normal: { permit: 'not_needed', escort: 'none' },
  permit: { permit: 'requested', escort: 'one' },
  beyond: { permit: 'requested', escort: 'two' },
} as const;
