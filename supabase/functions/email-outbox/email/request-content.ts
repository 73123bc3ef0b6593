/**
 * What the e-mails of a new transport request say (issue #36): the customer's acknowledgement
 * in the request's language, the staff notice in Romanian, and staff's hourly digest of the
 * requests beyond their notice cap (issue #48). The facts are written the reader's way (decimal
 * comma or point, dates, country names). The acknowledgement goes to whatever address was typed
 * into the form, so it says nothing the visitor wrote (DECISIONS 25): the summary's choices,
 * numbers, dates and countries, and a link to the whole request. In the staff notice every text
 * the customer typed is made one line and capped (oneLine), the message quoted line by line.
 */
import { OVERSIZE_FACTS } from '#common/loads/oversize-facts.ts';
import { loadAnswerTexts } from '#common/loads/load-answers.ts';
import { isMeasured, limitsExceeded, oversizeVerdict } from '#common/loads/oversize.ts';
import { COMPANY } from '#common/company-facts.ts';
import { adminPath } from '#common/routes/admin-path.ts';
import { pathFor } from '#common/routes/site-paths.ts';

import { companyLines, type EmailContent, oneLine, SUBJECT_MAX } from './content.ts';
import { formatHour } from './dates.ts';
import type {
  RequestDigestEmail,
  RequestNoticeEmail,
  RequestPlace,
  RequestReceivedEmail,
  RequestRejectedEmail,
  RequestSummary,
  NoticeRequest,
} from './message.ts';
import {
  EMAIL_STRINGS,
  type EmailLanguage,
  fill,
  FORMAT_LOCALES,
  REQUEST_STRINGS,
  STAFF_LANGUAGE,
  STAFF_STRINGS,
  type StaffLanguage,
} from './strings.ts';

/** What every staff e-mail has alike: Romanian, no closing line, the company's name alone. */
export const STAFF_FRAME = {
  language: STAFF_LANGUAGE,
  fallback: null,
  notice: null,
  closing: null,
  colon: STAFF_STRINGS.colon,
  company: { name: COMPANY.name, contact: null, address: null },
  unsubscribe: null,
} satisfies Partial<EmailContent>;

/** The staff list of requests on the site: https://…/admin/requests. */
function staffRequestsUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${adminPath('requests')}`;
}

/** The request's staff screen on the site, e.g. https://…/admin/requests/A-2026-00042. */
export function staffRequestUrl(siteUrl: string, reference: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${adminPath('request', { reference })}`;
}

export type Reader = EmailLanguage | StaffLanguage;
export interface Fact {
  label: string;
  value: string;
}

/** The customer's goods in the notice's subject: enough to recognise, short enough to read. */
const GOODS_IN_SUBJECT = 60;
/** The message as shown: at most this many characters and lines (the database allows 5,000). */
const QUOTE_MAX = 5_000;
const QUOTE_MAX_LINES = 200;
export const REFERENCE_MAX = 40;

const numberFormat = (reader: Reader, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(FORMAT_LOCALES[reader], options);

/** "3,20 m" (de), "3.20 m" (en): always two decimals, as the form asks for them. */
function metres(value: number, reader: Reader): string {
  return numberFormat(reader, {
    style: 'unit',
    unit: 'meter',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** "12.500 kg" (de), "12,500 kg" (en), "12 500 kg" (fr, pl). */
function kilograms(value: number, reader: Reader): string {
  return numberFormat(reader, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 0 }).format(
    value,
  );
}

function euros(value: number, reader: Reader): string {
  return numberFormat(reader, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(value);
}

/** 'YYYY-MM-DD' as the reader writes a day: "3. Dezember 2026", "3 December 2026". */
export function day(value: string, reader: Reader): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return oneLine(value, 20);
  return new Intl.DateTimeFormat(FORMAT_LOCALES[reader], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** `{site}/{lang}/{request slug}?ref=…&k=…`: the request page reads either key (issue #48). */
export function requestLinkUrl(
  siteUrl: string,
  language: EmailLanguage,
  reference: string,
  key: string,
): string {
  const query = new URLSearchParams({ ref: reference, k: key });
  return `${siteUrl.replace(/\/+$/, '')}${pathFor('request', language, `?${query.toString()}`)}`;
}

function countryName(code: string, reader: Reader): string {
  try {
    return new Intl.DisplayNames([FORMAT_LOCALES[reader]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Hauptstraße 5, 50667 Köln, Deutschland": what the customer gave, and the country's name. */
function fullPlace(place: RequestPlace, reader: Reader): string {
  const town = [place.postcode, place.town].filter(Boolean).join(' ');
  return oneLine(
    [place.address, town, countryName(place.country, reader)].filter(Boolean).join(', '),
  );
}

/** "Köln, Germania": the route's end as the notice's subject line and route show it. */
export function shortPlace(place: RequestPlace, reader: Reader): string {
  return oneLine(`${place.town}, ${countryName(place.country, reader)}`, 200);
}

/** "Traktor (fahrbereit, auf Rädern, mit Anbaugeräten gemessen)": the kind and its answers. */
function kindText(request: RequestSummary, reader: Reader): string {
  const { kinds, details } = REQUEST_STRINGS[reader];
  const answers = loadAnswerTexts(request, details);
  const kind = kinds[request.kind];
  return answers.length > 0 ? `${kind} (${answers.join(', ')})` : kind;
}

/**
 * What is moved: the reference, kind, make and model (`goods`: staff e-mails only; null in one
 * to the customer's typed address), how many, the measures.
 */
export function loadFacts(
  reference: string,
  request: RequestSummary,
  reader: Reader,
  goods: string | null,
): Fact[] {
  const strings = REQUEST_STRINGS[reader];
  const { labels } = strings;
  const facts: Fact[] = [
    { label: labels.reference, value: oneLine(reference, REFERENCE_MAX) },
    { label: labels.kind, value: kindText(request, reader) },
  ];
  if (goods !== null) facts.push({ label: labels.goods, value: oneLine(goods) });
  facts.push({ label: labels.quantity, value: numberFormat(reader, {}).format(request.quantity) });
  const measures = [
    [labels.length, request.length_m],
    [labels.width, request.width_m],
    [labels.height, request.height_m],
  ] as const;
  for (const [label, value] of measures) {
    if (value !== null) facts.push({ label, value: metres(value, reader) });
  }
  if (request.weight_kg !== null) {
    const weight = kilograms(request.weight_kg, reader);
    facts.push({
      label: labels.weight,
      value: request.quantity > 1 ? fill(strings.each, { weight }) : weight,
    });
  }
  return facts;
}

/** The dates the customer gave. */
function dateFacts(request: RequestSummary, reader: Reader): Fact[] {
  const { labels } = REQUEST_STRINGS[reader];
  const facts: Fact[] = [
    { label: labels.earliestPickup, value: day(request.earliest_pickup, reader) },
  ];
  if (request.latest_delivery !== null) {
    facts.push({ label: labels.latestDelivery, value: day(request.latest_delivery, reader) });
  }
  return facts;
}

/** Where and when, for staff: both places as given, the dates, how loading works at each end. */
export function routeFacts(request: NoticeRequest, reader: Reader): Fact[] {
  const { labels, loading } = REQUEST_STRINGS[reader];
  return [
    { label: labels.pickup, value: fullPlace(request.pickup, reader) },
    { label: labels.delivery, value: fullPlace(request.delivery, reader) },
    ...dateFacts(request, reader),
    { label: labels.pickupLoading, value: loading[request.pickup_loading] },
    { label: labels.deliveryLoading, value: loading[request.delivery_loading] },
  ];
}

/** Where and when, for the customer's typed address: the two countries' names and the dates. */
export function summaryRouteFacts(request: RequestSummary, reader: Reader): Fact[] {
  const { labels } = REQUEST_STRINGS[reader];
  const countries = [request.pickup, request.delivery].map((place) =>
    countryName(place.country, reader),
  );
  return [{ label: labels.route, value: countries.join(' → ') }, ...dateFacts(request, reader)];
}

function escrowFact(request: NoticeRequest, reader: Reader): Fact {
  const strings = REQUEST_STRINGS[reader];
  return { label: strings.labels.escrow, value: request.escrow ? strings.yes : strings.no };
}

/** The message as lines, each made one line: no line of it can pass for one of ours. */
export function quoteLines(message: string): string[] {
  const capped = Array.from(message).slice(0, QUOTE_MAX).join('');
  const lines = capped.split(/\r\n|[\r\n\u2028\u2029]/).map((line) => oneLine(line, QUOTE_MAX));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.length > QUOTE_MAX_LINES ? [...lines.slice(0, QUOTE_MAX_LINES), '…'] : lines;
}

/** The texts of an e-mail about the customer's own request (locales/{lang}.json). */
interface OwnRequestTexts {
  subject: string;
  preview: string;
  intro: string;
  summary: string;
  next: string;
}

/**
 * An e-mail about the customer's own request, to the address typed into the form (the
 * acknowledgement, the rejection): the summary, what comes next and, when the e-mail carries a
 * key, the button to the whole request; `notes` gives the lines around the button.
 */
export function ownRequestContent(
  message: RequestReceivedEmail | RequestRejectedEmail,
  texts: OwnRequestTexts,
  notes: (linked: boolean) => Pick<EmailContent, 'notice' | 'note'>,
): EmailContent {
  const { language, request } = message;
  const strings = EMAIL_STRINGS[language];
  const reference = oneLine(message.reference, REFERENCE_MAX);
  const url =
    message.key === null
      ? null
      : requestLinkUrl(message.siteUrl, language, message.reference, message.key);
  return {
    language,
    subject: oneLine(fill(texts.subject, { reference }), SUBJECT_MAX),
    preview: texts.preview,
    greeting: strings.greeting,
    intro: fill(texts.intro, { reference }),
    factsTitle: texts.summary,
    facts: [
      ...loadFacts(reference, request, language, null),
      ...summaryRouteFacts(request, language),
    ],
    quote: null,
    explanation: texts.next,
    button: url === null ? null : { label: strings.received.button, url },
    fallback: url === null ? null : { text: strings.link.fallback, url },
    ...notes(url !== null),
    closing: strings.closing,
    colon: strings.colon,
    company: companyLines(language),
    unsubscribe: null,
  };
}

export function requestReceivedContent(message: RequestReceivedEmail): EmailContent {
  const received = EMAIL_STRINGS[message.language].received;
  return ownRequestContent(message, received, (linked) => ({
    notice: fill(received.payment, { phone: COMPANY.phone.display }),
    note: linked ? received.link : null,
  }));
}

/** The oversize hint's verdict (oversize.ts) in the staff's words, with the limits it is over. */
function oversizeText(request: NoticeRequest): string {
  const { verdict, limits } = STAFF_STRINGS.notice;
  if (!isMeasured(request)) return verdict.unknown;
  const found = oversizeVerdict(request);
  if (found === 'beyond') {
    return fill(verdict.beyond, {
      height: metres(OVERSIZE_FACTS.company.heightM, STAFF_LANGUAGE),
      width: metres(OVERSIZE_FACTS.company.widthM, STAFF_LANGUAGE),
    });
  }
  if (found === 'permit') {
    const over = limitsExceeded(request).map((limit) => limits[limit]);
    return fill(verdict.permit, { limits: over.join(', ') });
  }
  return verdict.normal;
}

export function requestNoticeContent(message: RequestNoticeEmail): EmailContent {
  const { request } = message;
  const reader = STAFF_LANGUAGE;
  const notice = STAFF_STRINGS.notice;
  const reference = oneLine(message.reference, REFERENCE_MAX);
  const route = `${shortPlace(request.pickup, reader)} → ${shortPlace(request.delivery, reader)}`;
  const customer: Fact[] = [{ label: notice.name, value: oneLine(request.name) }];
  if (request.company) customer.push({ label: notice.company, value: oneLine(request.company) });
  customer.push({ label: notice.email, value: oneLine(request.email) });
  if (request.phone) customer.push({ label: notice.phone, value: oneLine(request.phone) });
  customer.push({
    label: notice.language,
    value:
      new Intl.DisplayNames([FORMAT_LOCALES[reader]], { type: 'language' }).of(request.language) ??
      request.language,
  });
  const extra: Fact[] = [];
  if (request.value_eur !== null) {
    extra.push({ label: notice.value, value: euros(request.value_eur, reader) });
  }
  if (request.listing_url)
    extra.push({ label: notice.listing, value: oneLine(request.listing_url) });

  return {
    ...STAFF_FRAME,
    subject: oneLine(
      fill(notice.subject, {
        reference,
        kind: REQUEST_STRINGS[reader].kinds[request.kind],
        goods: oneLine(request.goods, GOODS_IN_SUBJECT),
      }),
      SUBJECT_MAX,
    ),
    preview: fill(notice.preview, { route }),
    greeting: notice.greeting,
    intro: fill(notice.intro, { reference }),
    factsTitle: null,
    facts: [
      ...loadFacts(reference, request, reader, request.goods),
      { label: notice.oversize, value: oversizeText(request) },
      { label: notice.route, value: route },
      ...routeFacts(request, reader),
      escrowFact(request, reader),
      ...extra,
      ...customer,
    ],
    quote: request.message ? { label: notice.message, lines: quoteLines(request.message) } : null,
    explanation: null,
    button: { label: notice.button, url: staffRequestUrl(message.siteUrl, message.reference) },
    note: notice.note,
  };
}

/** Staff's digest of an hour's requests beyond their notice cap: references, count, the list. */
export function requestDigestContent(message: RequestDigestEmail): EmailContent {
  const texts = STAFF_STRINGS.digest;
  const hour = formatHour(message.from, message.to, STAFF_LANGUAGE);
  const count = String(message.count);
  const listed = message.references.map((reference) => oneLine(reference, REFERENCE_MAX));
  const unlisted = message.count - listed.length;
  const references =
    unlisted > 0
      ? `${listed.join(', ')} ${fill(texts.more, { count: String(unlisted) })}`
      : listed.join(', ');
  return {
    ...STAFF_FRAME,
    subject: oneLine(fill(texts.subject, { count, hour }), SUBJECT_MAX),
    preview: fill(texts.preview, { count }),
    greeting: STAFF_STRINGS.notice.greeting,
    intro: fill(texts.intro, { hour }),
    factsTitle: null,
    facts: [
      { label: texts.count, value: count },
      { label: texts.references, value: references },
    ],
    quote: null,
    explanation: texts.explanation,
    button: { label: texts.button, url: staffRequestsUrl(message.siteUrl) },
    note: texts.note,
  };
}
