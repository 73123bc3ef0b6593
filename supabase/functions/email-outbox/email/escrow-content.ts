/**
 * What the escrow e-mails say (issue #53): each step to the seller (the shipper) and the buyer
 * (the recipient) in their language, and staff's Romanian digest of the periods that ended.
 * Every e-mail to a party says what happened, what happens next and by when, the amount held
 * in the reader's number format, and the fixed block: bank details come only with the order
 * confirmation, this e-mail asks for no payment, and how to tell it is ours (the site's
 * address, the party link on our site). It never carries bank details (DECISIONS 28).
 */
import { COMPANY } from '#common/company-facts.ts';
import { adminPath } from '#common/routes/admin-path.ts';

import { companyLines, type EmailContent, oneLine, SUBJECT_MAX, trackingUrl } from './content.ts';
import { formatLastDay } from './dates.ts';
import type { EscrowDigestEmail, EscrowEmail, EscrowEvent } from './message.ts';
import { type Fact, type Reader, STAFF_FRAME } from './request-content.ts';
import { EMAIL_STRINGS, fill, FORMAT_LOCALES, STAFF_LANGUAGE, STAFF_STRINGS } from './strings.ts';

const NUMBER_MAX = 100;
/** A party's name in staff's digest: enough to recognise the shipment. */
const NAME_MAX = 80;

/** "48.500,00 €" (de), "€48,500.00" (en), "48 500,00 €" (fr, pl): the amount to the cent. */
export function money(amount: number, currency: string, reader: Reader): string {
  try {
    return new Intl.NumberFormat(FORMAT_LOCALES[reader], {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** The events whose e-mail shows the inspection period's end as a fact of its own. */
const SHOWS_PERIOD: readonly EscrowEvent[] = ['inspection_started', 'reminder_5', 'reminder_1'];

/** "www.example.com": the site the reader can check every link of ours against. */
function siteAddress(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return oneLine(siteUrl, 200);
  }
}

export function escrowContent(message: EscrowEmail): EmailContent {
  const { language, event } = message;
  const strings = EMAIL_STRINGS[language];
  const texts = strings.escrow;
  const number = oneLine(message.trackingNumber, NUMBER_MAX);
  const day = message.deadline ? formatLastDay(message.deadline, language) : '';
  const until = day ? fill(texts.until, { date: day }) : '';
  const values = { number, day, until };
  const amount = money(message.amount, message.currency, language);
  const facts: Fact[] = [{ label: texts.amount, value: amount }];
  if (until && SHOWS_PERIOD.includes(event)) facts.push({ label: texts.period, value: until });
  // The seller never gets a reminder (escrow-payload.ts refuses one).
  const intro =
    message.party === 'buyer'
      ? texts.buyer[event]
      : texts.seller[event as keyof typeof texts.seller];
  const key = message.key;
  const url = trackingUrl(message.siteUrl, language, {
    id: message.trackingNumber,
    ...(key ? { k: key } : {}),
  });
  return {
    language,
    subject: oneLine(fill(texts.subject[event], values), SUBJECT_MAX),
    preview: fill(texts.preview, { number, amount }),
    greeting: strings.greeting,
    intro: fill(intro, values),
    factsTitle: null,
    facts,
    quote: null,
    explanation: null,
    // With a key the button is the party link itself; without, the shipment's page, and the
    // note says where the escrow is shown (the status e-mails' way, DECISIONS 22).
    button: { label: key ? texts.button : strings.status.button, url },
    fallback: key ? { text: strings.link.fallback, url } : null,
    notice: fill(texts.safety, {
      site: siteAddress(message.siteUrl),
      phone: COMPANY.phone.display,
    }),
    note: key ? strings.link.personal : texts.personal,
    closing: strings.closing,
    colon: strings.colon,
    company: companyLines(language),
    unsubscribe: null,
  };
}

/** Staff's digest: the shipments whose period ended without an answer, the payout now due. */
export function escrowDigestContent(message: EscrowDigestEmail): EmailContent {
  const texts = STAFF_STRINGS.escrowDigest;
  const reader = STAFF_LANGUAGE;
  const count = String(message.shipments.length);
  return {
    ...STAFF_FRAME,
    subject: oneLine(fill(texts.subject, { count }), SUBJECT_MAX),
    preview: fill(texts.preview, { count }),
    greeting: STAFF_STRINGS.notice.greeting,
    intro: texts.intro,
    factsTitle: null,
    facts: message.shipments.map((shipment) => ({
      label: fill(texts.shipment, {
        number: oneLine(shipment.trackingNumber, NUMBER_MAX),
        seller: oneLine(shipment.seller ?? '–', NAME_MAX),
        buyer: oneLine(shipment.buyer ?? '–', NAME_MAX),
      }),
      value: fill(texts.line, {
        amount: money(shipment.amount, shipment.currency, reader),
        day: formatLastDay(shipment.deadline, reader),
      }),
    })),
    quote: null,
    explanation: texts.explanation,
    button: {
      label: texts.button,
      url: `${message.siteUrl.replace(/\/+$/, '')}${adminPath('shipments')}`,
    },
    note: texts.note,
  };
}
