/**
 * The company's polite no to a transport request (issue #49), in the request's language: it
 * goes to the address typed into the form, so it says what the acknowledgement may say and no
 * more (DECISIONS 25): the reference, the request's summary and the link to the whole request
 * when the request has one. No reason is given; staff write none.
 */
import type { EmailContent } from './content.ts';
import type { RequestRejectedEmail } from './message.ts';
import { ownRequestContent } from './request-content.ts';
import { EMAIL_STRINGS } from './strings.ts';

export function requestRejectedContent(message: RequestRejectedEmail): EmailContent {
  const rejected = EMAIL_STRINGS[message.language].rejected;
  return ownRequestContent(message, rejected, (linked) => ({
    notice: null,
    // Whoever did not send the request is told so, with or without the link.
    note: linked ? `${rejected.link} ${rejected.notYou}` : rejected.notYou,
  }));
}
