/**
 * The checks that keep the public texts formal (DECISIONS 19) and the customer e-mails free of
 * the Romanian the data is stored in, as functions, so each is also run on a planted example
 * (tests/unit/formal-register.test.ts, tests/unit/customer-email-data-words.test.ts).
 */
import { KNOWN_STATUS_VALUES } from '../../src/lib/shipments/status';
import { wordPattern } from './locale-files';

/**
 * The familiar address per public language: pronouns and the imperatives the site once slipped
 * into ("Contattaci", "Riprova"). The formal texts use Sie, vous, Lei and infinitives, usted,
 * u, Państwo and "Prosimy …". English has no familiar form to guard.
 *
 * Polish button labels keep the imperative ("Śledź przesyłkę", "Zobacz szczegóły"), as Polish
 * interfaces write them even when the text says "Państwo"; a verb that asks the reader to do
 * something in running text ("Spróbuj", "Wpisz", "Zadzwoń") is listed.
 */
export const INFORMAL_FORMS = {
  de: [
    'du',
    'dich',
    'dir',
    'dein',
    'deine',
    'deinen',
    'deinem',
    'deiner',
    'deines',
    'euch',
    'euer',
    'eure',
  ],
  fr: ['tu', 'toi', 'ton', 'ta', 'tes', 'te', 'contacte', 'réessaie'],
  it: [
    'tu',
    'tuo',
    'tua',
    'tuoi',
    'tue',
    'ti',
    'te',
    'hai',
    'puoi',
    'vuoi',
    'sai',
    'Contattaci',
    'Chiamaci',
    'Scrivici',
    'Riprova',
    'Vai',
    'Vedi',
    'Inserisci',
    'Scegli',
    'Clicca',
    'Segui',
    'Scopri',
  ],
  es: [
    'tú',
    'tu',
    'tus',
    'te',
    'ti',
    'contigo',
    'tuyo',
    'tuya',
    'tienes',
    'puedes',
    'quieres',
    'contacta',
    'llámanos',
    'escríbenos',
    'inténtalo',
  ],
  nl: ['je', 'jij', 'jou', 'jouw', 'jullie'],
  pl: [
    'ty',
    'ciebie',
    'cię',
    'tobie',
    'twój',
    'twoja',
    'twoje',
    'twojego',
    'twojej',
    'twoim',
    'twoich',
    'twoimi',
    'twoją',
    'tobą',
    'jesteś',
    'masz',
    'możesz',
    'chcesz',
    'wiesz',
    'Wpisz',
    'Zadzwoń',
    'Napisz',
    'Sprawdź',
    'Spróbuj',
    'Kliknij',
    'Skontaktuj',
    'Podaj',
  ],
} as const;

export type FormalLanguage = keyof typeof INFORMAL_FORMS;

/** '<where>: "<form>" in "<text>"' for every familiar form in the texts (case ignored). */
export function informalForms(
  lang: FormalLanguage,
  texts: Iterable<readonly [where: string, text: string]>,
): string[] {
  const pattern = wordPattern(INFORMAL_FORMS[lang]);
  return [...texts].flatMap(([where, text]) =>
    [...text.matchAll(pattern)].map((match) => `${where}: "${match[0]}" in "${text}"`),
  );
}

/**
 * The Romanian words of the data that a customer must never read: the neutral place and the
 * four known statuses, as stored (src/lib/shipments/neutral-place.ts, status.ts). Free text
 * staff type is the owner's call (README, questions for the owner) and not checked here.
 */
const ROMANIAN_DATA_WORDS = ['Depozit', ...KNOWN_STATUS_VALUES] as const;

/** Each Romanian data word in a text, case ignored. */
export function romanianDataWords(text: string): string[] {
  return [...text.matchAll(wordPattern(ROMANIAN_DATA_WORDS))].map((match) => match[0]);
}
