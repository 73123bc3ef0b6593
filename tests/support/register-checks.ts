/**
 * The checks that keep the public texts formal (DECISIONS 19) and the customer e-mails free of
 * the Romanian the data is stored in, as functions, so each is also run on a planted example
 * (tests/unit/formal-register.test.ts, tests/unit/customer-email-data-words.test.ts).
 */
import { KNOWN_STATUS_VALUES } from '#common/shipments/status';

import { wordPattern } from '../../test-support/locale-files';

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
    'deins',
    'euch',
    'euer',
    'eure',
    'euren',
    'eurem',
    'eurer',
    'eures',
    'bist',
    'hast',
    'kannst',
    'willst',
    'musst',
  ],
  fr: [
    'tu',
    'toi',
    'ton',
    'ta',
    'tes',
    'te',
    't’',
    "t'",
    'vas',
    'pourras',
    'recevras',
    'trouveras',
    'contacte',
    'réessaie',
  ],
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
    'devi',
    'potrai',
    'riceverai',
    'troverai',
    'dovrai',
    'Contattaci',
    'Chiamaci',
    'Scrivici',
    'Inviaci',
    'Seguici',
    'Riprova',
    'Vai',
    'Vedi',
    'Inserisci',
    'Scegli',
    'Clicca',
    'Segui',
    'Scopri',
    'Scrivi',
    'Apri',
    'Chiedi',
    'Prendi',
    'Ricevi',
    'Rispondi',
    'Attendi',
    'Aggiungi',
    'Descrivi',
    'Richiedi',
    'Accedi',
    'Condividi',
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
    'debes',
    'podrás',
    'recibirás',
    'eres',
    'estás',
    'has',
    'contacta',
    'llámanos',
    'escríbenos',
    'inténtalo',
  ],
  nl: ['je', 'jij', 'jou', 'jouw', 'jouwe', 'jezelf', 'jullie'],
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

/**
 * Familiar imperatives that are also another person's form: Italian "invia", "accetta" is the
 * "tu" command and the "Lei" statement ("se accetta l’offerta"), as Spanish "envía", French
 * "accepte" (j’accepte) and German "sende" (ich sende). They are familiar where they give an
 * order, at the start of a text or a sentence: a button ("Accetta l’offerta", issue #49 IT-1),
 * a step ("Invia la richiesta."). Forms that are also nouns ("Conferma", "Visita", "Nota",
 * "Demande", "Descarga", "Frage") or that a sentence about a thing starts with ("[Il link]
 * mostra lo stato") are left out. The formal texts say "Inviare la richiesta" or "Invii la
 * richiesta", "Envoyer", "Envíe", "Senden Sie".
 */
const INFORMAL_COMMANDS: Partial<Record<FormalLanguage, readonly string[]>> = {
  de: [
    'sende',
    'schick',
    'schicke',
    'klick',
    'klicke',
    'wähle',
    'gib',
    'nimm',
    'akzeptiere',
    'lehne',
    'bestätige',
    'kontaktiere',
    'prüfe',
    'überprüfe',
    'ruf',
    'rufe',
    'schreib',
    'schreibe',
    'lies',
    'sieh',
    'melde',
    'fülle',
    'trage',
    'geh',
    'gehe',
    'öffne',
    'buche',
    'nutze',
    'verfolge',
    'versuch',
    'probiere',
  ],
  fr: [
    'envoie',
    'accepte',
    'refuse',
    'clique',
    'vérifie',
    'appelle',
    'indique',
    'consulte',
    'télécharge',
    'imprime',
    'regarde',
    'essaie',
    'ajoute',
    'renseigne',
    'remplis',
    'choisis',
    'saisis',
    'écris',
    'lis',
    'ouvre',
    'réponds',
    'décris',
  ],
  it: [
    'invia',
    'accetta',
    'rifiuta',
    'controlla',
    'contatta',
    'chiama',
    'compila',
    'indica',
    'utilizza',
    'annulla',
    'salva',
    'cerca',
    'aggiorna',
    'torna',
    'scarica',
    'carica',
    'prenota',
    'paga',
    'lascia',
    'guarda',
    'trova',
    'tocca',
    'digita',
    'aspetta',
    'ricorda',
    'inoltra',
    'visualizza',
    'allega',
    'entra',
    'leggi',
    'premi',
    'registrati',
    'segnala',
    'calcola',
  ],
  es: [
    'envía',
    'acepta',
    'rechaza',
    'introduce',
    'elige',
    'escoge',
    'escribe',
    'pulsa',
    'haz',
    'revisa',
    'comprueba',
    'llama',
    'rellena',
    'indica',
    'imprime',
    'abre',
    'lee',
    'mira',
    'sigue',
    'selecciona',
    'añade',
    'describe',
    'solicita',
    'vuelve',
    'ingresa',
    'busca',
  ],
};

/** Where a command starts: the text, a sentence, a line, an exclamation or a bracket. */
const COMMAND_START = String.raw`(?:^|[.!?:;…]\s+|[\n(«“„"¡]\s*)`;

function commandPattern(words: readonly string[]): RegExp {
  const alternatives = wordPattern(words).source;
  return new RegExp(`${COMMAND_START}(${alternatives})`, 'giu');
}

const ELIDED = /['’]$/;

/** Whole words, and elided ones ("t’", French te) before the word they lean on. */
function formsPattern(forms: readonly string[]): RegExp {
  const whole = wordPattern(forms.filter((form) => !ELIDED.test(form))).source;
  const elided = forms.filter((form) => ELIDED.test(form));
  if (elided.length === 0) return new RegExp(whole, 'giu');
  // A letter and an apostrophe: nothing to escape.
  const leaning = String.raw`(?<![\p{L}\p{N}])(?:${elided.join('|')})(?=\p{L})`;
  return new RegExp(`${whole}|${leaning}`, 'giu');
}

/** '<where>: "<form>" in "<text>"' for every familiar form in the texts (case ignored). */
export function informalForms(
  lang: FormalLanguage,
  texts: Iterable<readonly [where: string, text: string]>,
): string[] {
  const anywhere = formsPattern(INFORMAL_FORMS[lang]);
  const commands = INFORMAL_COMMANDS[lang];
  const atStart = commands && commandPattern(commands);
  return [...texts].flatMap(([where, text]) => {
    const found = [
      ...[...text.matchAll(anywhere)].map((match) => ({ at: match.index, form: match[0] })),
      ...(atStart
        ? [...text.matchAll(atStart)].map((match) => ({
            at: match.index + match[0].length - (match[1] ?? '').length,
            form: match[1] ?? '',
          }))
        : []),
    ];
    return found.sort((a, b) => a.at - b.at).map(({ form }) => `${where}: "${form}" in "${text}"`);
  });
}

/**
 * The Romanian words of the data that a customer must never read: the neutral place and the
 * four known statuses, as stored (common/shipments/neutral-place.ts, status.ts). Free text
 * staff type is the owner's call (docs/owner.md, the owner's questions) and not checked here.
 */
const ROMANIAN_DATA_WORDS = ['Depozit', ...KNOWN_STATUS_VALUES] as const;

/** Each Romanian data word in a text, case ignored. */
export function romanianDataWords(text: string): string[] {
  return [...text.matchAll(wordPattern(ROMANIAN_DATA_WORDS))].map((match) => match[0]);
}
