// No imports: the request e-mails read this file under Deno too (supabase/functions/_shared).

/** The answers to a kind's extra questions as a transport request stores them. */
export interface LoadAnswers {
  drivable: boolean | null;
  running_gear: string | null;
  with_attachments: boolean | null;
  container_size: string | null;
  container_loaded: boolean | null;
}

/** Their words in one language: each e-mail bundle's and the staff's `request.details`. */
interface LoadAnswerWords {
  drivable: string;
  notDrivable: string;
  wheels: string;
  tracks: string;
  withAttachments: string;
  withoutAttachments: string;
  container20: string;
  container40: string;
  loaded: string;
  empty: string;
}

/**
 * What the customer answered about the load, in words ("se deplasează singur", "pe roți",
 * "20 de picioare"), in the order the form asks; nothing for a question not asked.
 */
export function loadAnswerTexts(load: LoadAnswers, words: LoadAnswerWords): string[] {
  const answers: string[] = [];
  if (load.container_size === '20') answers.push(words.container20);
  if (load.container_size === '40') answers.push(words.container40);
  if (load.container_loaded !== null)
    answers.push(load.container_loaded ? words.loaded : words.empty);
  if (load.drivable !== null) answers.push(load.drivable ? words.drivable : words.notDrivable);
  if (load.running_gear === 'wheels') answers.push(words.wheels);
  if (load.running_gear === 'tracks') answers.push(words.tracks);
  if (load.with_attachments !== null) {
    answers.push(load.with_attachments ? words.withAttachments : words.withoutAttachments);
  }
  return answers;
}
