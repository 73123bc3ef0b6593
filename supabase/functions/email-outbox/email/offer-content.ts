/**
 * What the e-mails of an offer say (issue #37): the offer to the customer in the request's
 * language, with the price exactly as staff wrote it, its validity, the note line by line, the
 * request's summary (no text the visitor wrote: it goes to the address typed into the form,
 * DECISIONS 25) and the accept link; and the Romanian notice to staff when the customer accepts
 * or declines. Every typed text is made one line (oneLine) or quoted line by line.
 */
import { COMPANY } from '#common/company-facts.ts';

import { companyLines, type EmailContent, oneLine, SUBJECT_MAX } from './content.ts';
import type { OfferAnswerEmail, OfferEmail } from './message.ts';
import {
  day,
  type Fact,
  loadFacts,
  quoteLines,
  REFERENCE_MAX,
  requestLinkUrl,
  shortPlace,
  STAFF_FRAME,
  staffRequestUrl,
  summaryRouteFacts,
} from './request-content.ts';
import { EMAIL_STRINGS, fill, STAFF_LANGUAGE, STAFF_STRINGS } from './strings.ts';

/** The price as staff typed it (the database allows 200 characters). */
const PRICE_MAX = 200;

/** `{site}/{lang}/{request slug}?ref={reference}&k={key}`: the request page shows the offer. */
export function offerUrl(message: OfferEmail): string {
  return requestLinkUrl(message.siteUrl, message.language, message.reference, message.key);
}

export function offerContent(message: OfferEmail): EmailContent {
  const { language, offer, request } = message;
  const strings = EMAIL_STRINGS[language];
  const texts = strings.offer;
  const reference = oneLine(message.reference, REFERENCE_MAX);
  const validUntil = day(offer.validUntil, language);
  const url = offerUrl(message);
  const facts: Fact[] = [
    { label: texts.price, value: oneLine(offer.price, PRICE_MAX) },
    { label: texts.validUntil, value: validUntil },
    ...loadFacts(reference, request, language, null),
    ...summaryRouteFacts(request, language),
  ];
  return {
    language,
    subject: oneLine(fill(texts.subject, { reference }), SUBJECT_MAX),
    preview: fill(texts.preview, { validUntil }),
    greeting: strings.greeting,
    intro: fill(texts.intro, { reference }),
    factsTitle: null,
    facts,
    quote: offer.note ? { label: texts.note, lines: quoteLines(offer.note) } : null,
    explanation: texts.next,
    button: { label: texts.button, url },
    fallback: { text: texts.fallback, url },
    // Highlighted: the earlier e-mail's button no longer works.
    notice: offer.number > 1 ? texts.replaces : null,
    note: fill(strings.received.payment, { phone: COMPANY.phone.display }),
    closing: strings.closing,
    colon: strings.colon,
    company: companyLines(language),
    unsubscribe: null,
  };
}

export function offerAnswerContent(message: OfferAnswerEmail): EmailContent {
  const { offer, request } = message;
  const reader = STAFF_LANGUAGE;
  const texts = STAFF_STRINGS.answer;
  const notice = STAFF_STRINGS.notice;
  const accepted = message.kind === 'offer_accepted';
  const reference = oneLine(message.reference, REFERENCE_MAX);
  const route = `${shortPlace(request.pickup, reader)} → ${shortPlace(request.delivery, reader)}`;
  const price = oneLine(offer.price, PRICE_MAX);
  const customer = request.company
    ? `${oneLine(request.name)} (${oneLine(request.company)})`
    : oneLine(request.name);
  const facts: Fact[] = [
    { label: texts.price, value: price },
    { label: texts.validUntil, value: day(offer.validUntil, reader) },
    { label: texts.number, value: String(offer.number) },
    { label: notice.name, value: customer },
    { label: notice.email, value: oneLine(request.email) },
  ];
  if (request.phone) facts.push({ label: notice.phone, value: oneLine(request.phone) });
  facts.push({ label: notice.route, value: route });
  if (accepted) {
    facts.push({ label: texts.statusEmails, value: message.statusEmails ? texts.yes : texts.no });
  }
  return {
    ...STAFF_FRAME,
    subject: oneLine(
      fill(accepted ? texts.subjectAccepted : texts.subjectDeclined, { reference, route }),
      SUBJECT_MAX,
    ),
    preview: fill(accepted ? texts.previewAccepted : texts.previewDeclined, { price }),
    greeting: texts.greeting,
    intro: fill(accepted ? texts.introAccepted : texts.introDeclined, { reference }),
    factsTitle: null,
    facts,
    quote:
      !accepted && message.reason
        ? { label: texts.reason, lines: quoteLines(message.reason) }
        : null,
    explanation: !accepted && !message.reason ? texts.noReason : null,
    button: { label: texts.button, url: staffRequestUrl(message.siteUrl, message.reference) },
    note: texts.note,
  };
}
