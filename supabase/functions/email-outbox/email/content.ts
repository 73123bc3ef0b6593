/**
 * What an e-mail says, worked out once for both its HTML and its plain text: every value a
 * customer or staff member typed is made one line (so it can neither start a header nor fake
 * a line of the text version) and capped in length.
 */
import { COMPANY } from '#common/company-facts.ts';
import { pathFor } from '#common/routes/site-paths.ts';
import type { LinkEmail, StatusEmail } from './message.ts';
import { formatExpected, formatInstant } from './dates.ts';
import {
  EMAIL_STRINGS,
  type EmailLanguage,
  fill,
  FORMAT_LOCALES,
  issuesText,
  placeText,
  type StaffLanguage,
  statusText,
} from './strings.ts';

export const SUBJECT_MAX = 120;
const VALUE_MAX = 1_000;

// Control characters (C0, DEL, C1: CR and LF among them) and the Unicode line and paragraph
// separators.
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;

/** One line, whitespace collapsed, at most `max` characters (never splitting a surrogate pair). */
export function oneLine(value: string, max = VALUE_MAX): string {
  // Spaces collapse; a no-break space (French "Envoi 12 : …") stays what it is.
  const flat = value.replace(LINE_BREAKING, ' ').replace(/ {2,}/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export interface EmailContent {
  language: EmailLanguage | StaffLanguage;
  subject: string;
  preview: string;
  greeting: string;
  intro: string;
  /** A heading over the facts (the request's summary), or none. */
  factsTitle: string | null;
  facts: Array<{ label: string; value: string }>;
  /** Text someone typed over several lines (a request's message): each line made one line. */
  quote: { label: string; lines: string[] } | null;
  /** After the facts: what a problem status means for the reader (the page's own line). */
  explanation: string | null;
  button: { label: string; url: string } | null;
  /** The link written out, for a client that shows no button. */
  fallback: { text: string; url: string } | null;
  /** A notice shown highlighted (the link e-mail's "personal, do not forward"). */
  notice: string | null;
  /** After the button (the status e-mail's explanation of the link). */
  note: string | null;
  /** The closing line; none in a staff notice. */
  closing: string | null;
  /** ': ' or, in French, ' : ' with a no-break space, between a label and its value. */
  colon: string;
  /** The signature; a staff notice has the name only. */
  company: { name: string; contact: string | null; address: string | null };
  unsubscribe: { text: string; label: string; url: string } | null;
}

/** The tracking page of a shipment, with the party's key when one is given. */
export function trackingUrl(
  siteUrl: string,
  language: EmailLanguage,
  query: Record<string, string>,
): string {
  const search = `?${new URLSearchParams(query).toString()}`;
  return `${siteUrl.replace(/\/+$/, '')}${pathFor('tracking', language, search)}`;
}

export function companyLines(language: EmailLanguage): EmailContent['company'] {
  const { address } = COMPANY;
  const country =
    new Intl.DisplayNames([FORMAT_LOCALES[language]], { type: 'region' }).of(address.countryCode) ??
    address.countryCode;
  return {
    name: COMPANY.name,
    contact: fill(EMAIL_STRINGS[language].contact, {
      phone: COMPANY.phone.display,
      email: COMPANY.email,
    }),
    address: `${address.street}, ${address.postalCode} ${address.city}, ${country}`,
  };
}

/** The shipment e-mails' content; a transport request's is request-content.ts's. */
export function emailContent(message: LinkEmail | StatusEmail): EmailContent {
  const { language } = message;
  const strings = EMAIL_STRINGS[language];
  const number = oneLine(message.trackingNumber, 100);
  const common = {
    language,
    greeting: strings.greeting,
    colon: strings.colon,
    closing: strings.closing,
    company: companyLines(language),
  };

  if (message.kind === 'link') {
    const url = trackingUrl(message.siteUrl, language, {
      id: message.trackingNumber,
      k: message.key,
    });
    return {
      ...common,
      subject: oneLine(fill(strings.subject.link, { number }), SUBJECT_MAX),
      preview: strings.preview.link,
      intro: fill(strings.link.intro, { number }),
      factsTitle: null,
      facts: [],
      quote: null,
      explanation: null,
      button: { label: strings.link.button, url },
      fallback: { text: strings.link.fallback, url },
      notice: strings.link.personal,
      note: null,
      unsubscribe: null,
    };
  }

  const status = oneLine(statusText(message.status, language));
  const facts = [{ label: strings.status.status, value: status }];
  const location = message.location === null ? '' : oneLine(message.location);
  if (location)
    facts.push({ label: strings.status.location, value: placeText(location, language) });
  facts.push({
    label: strings.status.time,
    value: formatInstant(message.at, language, oneLine(message.at)),
  });
  const expected = formatExpected(message.expectedFrom, message.expectedTo, language);
  if (expected) facts.push({ label: strings.status.expected, value: expected });
  // A collection or delivery a driver reported says so, and where its proof is (issue #52).
  const { event } = message;
  return {
    ...common,
    subject: oneLine(
      event
        ? fill(strings.subject[event], { number })
        : fill(strings.subject.status, { number, status }),
      SUBJECT_MAX,
    ),
    preview: fill(strings.preview.status, { number }),
    intro: fill(event ? strings.status[event] : strings.status.intro, { number }),
    factsTitle: null,
    facts,
    quote: null,
    explanation: event ? strings.status.proof : issuesText(message.status, language),
    button: {
      label: strings.status.button,
      url: trackingUrl(message.siteUrl, language, { id: message.trackingNumber }),
    },
    fallback: null,
    notice: null,
    note: strings.status.numberOnly,
    unsubscribe: {
      text: strings.status.optedIn,
      label: strings.status.unsubscribe,
      url: message.unsubscribeUrl,
    },
  };
}
