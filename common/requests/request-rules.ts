/**
 * The rules of a transport request (issue #36), as data: the page's zod schema
 * (`request-schema.ts`) and the database's check (`supabase/schemas/requests/rules.sql`,
 * written from this file by `npm run db:request-rules`) both read them, so the browser and the
 * server cannot disagree about what a valid request is. Only plain JSON here.
 */
export const REQUEST_RULES = {
  /** The preferred language: one of the public site's (DECISIONS 5). */
  languages: ['de', 'en', 'fr', 'it', 'es', 'nl', 'pl'],
  /** The kinds with a preset; each asks its own extra questions (`KIND_QUESTIONS`). */
  kinds: [
    'tractor',
    'combine_harvester',
    'construction_machine',
    'car',
    'motorcycle',
    'container',
    'other',
  ],
  /** How loading works at one end. */
  loadingMethods: ['ramp', 'forklift', 'crane', 'drives_on', 'unknown'],
  runningGear: ['wheels', 'tracks'],
  containerSizes: ['20', '40'],
  /** ISO 3166-1 alpha-2, upper case. */
  countryPattern: '^[A-Z]{2}$',
  /** Maximum length of each text, in characters (after trimming). */
  textMax: {
    name: 120,
    company: 160,
    email: 254,
    phone: 40,
    goods: 200,
    address: 200,
    postcode: 12,
    town: 100,
    listing_url: 500,
    message: 5000,
    website: 200,
  },
  /** Texts that must not be empty. */
  required: ['name', 'email', 'language', 'kind', 'goods', 'pickup', 'delivery', 'earliest_pickup'],
  /** A phone number as people write it: digits, spaces, + ( ) / . - */
  phonePattern: '^[+]?[0-9 ()/.-]{5,40}$',
  /** Numbers: inclusive bounds; `decimals` is how many digits after the point are kept. */
  numbers: {
    quantity: { min: 1, max: 99, decimals: 0 },
    length_m: { min: 0.1, max: 60, decimals: 2 },
    width_m: { min: 0.1, max: 12, decimals: 2 },
    height_m: { min: 0.1, max: 10, decimals: 2 },
    weight_kg: { min: 1, max: 500000, decimals: 0 },
    value_eur: { min: 0, max: 100000000, decimals: 0 },
  },
  /** Dates (YYYY-MM-DD): the earliest collection at most this far back and ahead of today. */
  dates: { pastDays: 1, futureDays: 730 },
  /**
   * Characters removed from every text before it is checked: zero-width and bidirectional
   * controls (U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+2069, U+FEFF), as a
   * regular-expression character class that JavaScript and PostgreSQL read alike.
   */
  invisibleCharacters: '[\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF]',
  /**
   * Control characters refused in a one-line text (CR and LF included: an address with CRLF is
   * refused, never cleaned); the message keeps line breaks and tabs.
   */
  controlCharacters: '[\\u0000-\\u001F\\u007F-\\u009F]',
  messageControlCharacters: '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]',
} as const;

export type RequestKind = (typeof REQUEST_RULES.kinds)[number];
export type LoadingMethod = (typeof REQUEST_RULES.loadingMethods)[number];

/** The extra questions each kind asks (and the only ones it stores). */
export const KIND_QUESTIONS = {
  tractor: ['drivable', 'running_gear', 'with_attachments'],
  combine_harvester: ['drivable', 'running_gear', 'with_attachments'],
  construction_machine: ['drivable', 'running_gear', 'with_attachments'],
  car: ['drivable'],
  motorcycle: ['drivable'],
  container: ['container_size', 'container_loaded'],
  other: [],
} as const satisfies Record<RequestKind, readonly string[]>;

/**
 * The countries the page offers for a collection or delivery: Europe and its neighbours. (The
 * database takes any ISO code; a converted shipment names these in the customer's language.)
 */
export const COUNTRY_CODES = [
  'AL',
  'AT',
  'BA',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MD',
  'ME',
  'MK',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'SE',
  'SI',
  'SK',
  'TR',
  'UA',
] as const;
