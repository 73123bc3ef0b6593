/**
 * The staff area speaks Romanian (SPEC §1, DECISIONS 9), all of it: no English sentence left
 * in locales/ro/ (a signed-out toast once said "Logged out successfully!"), and labels written
 * the Romanian way, with a capital on the first word only ("Nume expeditor", not the English
 * Title Case "Nume Expeditor").
 */
import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { ADMIN_LANGUAGE } from '#common/languages';

import { readAuthEmail } from '../../local-stack/email-config';
import { CONFIG_TOML_PATH } from '../../local-stack/project-config';
import { flatten, loadBundle, namespacesOf, wordPattern } from '../../test-support/locale-files';

/**
 * English words and phrases no Romanian text uses. Function words catch a sentence, the UI
 * words catch a label. Left out on purpose: words Romanian shares ("are" is "has", "link",
 * "status", "e-mail", "online"), and "in" ("în" is the Romanian one, but "in" is too short to
 * trust).
 */
const ENGLISH = [
  'the',
  'and',
  'your',
  'you',
  'please',
  'with',
  'have',
  'has',
  'been',
  'was',
  'were',
  'this',
  'that',
  'from',
  'for',
  'of',
  'to',
  'out',
  'not',
  'is',
  'something',
  'went',
  'wrong',
  'success',
  'successfully',
  'failed',
  'sign in',
  'sign out',
  'log in',
  'log out',
  'logged',
  'loading',
  'save',
  'cancel',
  'delete',
  'edit',
  'search',
  'close',
  'error',
  'retry',
] as const;

/** Words that are spelled with a capital inside a Romanian label: names of products. */
const PROPER_NOUNS = new Set(['Google', 'OpenStreetMap', 'FlexCover', 'Supabase']);
/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set(['Nr.', 'ex.']);

/**
 * "Stare" is the state of a link, an e-mail or an account, and stays there; a shipment has a
 * "status", as its form says ("Status", "Status nou"). The third review found "actualizări de
 * stare" back in new strings.
 */
const STATE_WORDS = ['stare', 'starea', 'stări', 'stările', 'stării'];
const STATE_OF_A_THING = new Set([
  'shipments:links.panel.columns.state',
  'shipments:links.email.sent',
  'shipments:emails.status',
  'admin:staff.caption',
  'admin:staff.columns.state',
]);

// A placeholder names a value, it is not a word of the text.
const withoutPlaceholders = (value: string) => value.replace(/\{\{[^}]*\}\}/g, '…');

const bundleTexts = () =>
  namespacesOf(ADMIN_LANGUAGE).flatMap((ns) =>
    [...flatten(loadBundle(ADMIN_LANGUAGE, ns))].map(([key, value]) => ({
      key: `${ns}:${key}`,
      value: withoutPlaceholders(value),
    })),
  );

const TEMPLATES = new URL('../../supabase/templates/', import.meta.url);

/** The staff's Auth e-mails: their subjects (config.toml) and the words of their templates. */
const authEmailTexts = () => [
  // The e-mails this project writes (a template of its own); Auth's other defaults never go out.
  ...Object.entries(readAuthEmail(CONFIG_TOML_PATH).templates)
    .filter(([, template]) => template.content !== null)
    .map(([name, template]) => ({ key: `config.toml:${name}.subject`, value: template.subject })),
  ...readdirSync(TEMPLATES).map((file) => ({
    key: `templates/${file}`,
    value: withoutPlaceholders(readFileSync(new URL(file, TEMPLATES), 'utf8'))
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' '),
  })),
];

const texts = () => [...bundleTexts(), ...authEmailTexts()];

/** '<key>: "<word>"' for a shipment's status called "stare". */
function stateForStatus(entries: { key: string; value: string }[]): string[] {
  const pattern = wordPattern(STATE_WORDS);
  return entries
    .filter(({ key }) => !STATE_OF_A_THING.has(key))
    .flatMap(({ key, value }) => [...value.matchAll(pattern)].map((m) => `${key}: "${m[0]}"`));
}

/**
 * "Nr. Urmărire" and "Nume Expeditor": two capitalised words in a row within one sentence and
 * one list item (a comma or a full stop between them starts a new one, so does a quotation).
 */
function titleCasePairs(text: string): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const pairs: string[] = [];
  for (let i = 1; i < words.length; i += 1) {
    const [before, word] = [words[i - 1] ?? '', words[i] ?? ''];
    // A quoted label („Copiază linkul”) starts with its own capital.
    const breaks =
      (/[,.!?:;…–]$/.test(before) && !ABBREVIATIONS.has(before)) || /^[„“"«]/.test(word);
    if (!breaks && capitalised(before) && capitalised(word)) {
      pairs.push(`${before} ${word.replace(/[^\p{L}]+$/u, '')}`);
    }
  }
  return pairs;
}

/** Starts with a capital and is neither an acronym (QR, CSV) nor a name. */
function capitalised(word: string): boolean {
  const bare = word.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, '');
  if (!/^\p{Lu}/u.test(bare)) return false;
  const letters = bare.replace(/\.$/, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return false;
  return !PROPER_NOUNS.has(letters);
}

describe('the staff bundle', () => {
  it('has texts to check', () => {
    expect(texts().length).toBeGreaterThan(200);
  });

  it('holds no English word or phrase', () => {
    const pattern = wordPattern(ENGLISH);
    const english = texts().flatMap(({ key, value }) =>
      [...value.matchAll(pattern)].map((match) => `${key}: "${match[0]}" in "${value}"`),
    );
    expect(english).toEqual([]);
  });

  it('calls a shipment’s status "status", never "stare"', () => {
    expect(stateForStatus(texts())).toEqual([]);
  });

  it('never titles a message "Succes!", which reads "Good luck!" in Romanian', () => {
    const goodLuck = texts().filter(({ value }) => /^succes\W*$/i.test(value.trim()));
    expect(goodLuck.map(({ key }) => key)).toEqual([]);
  });

  it('writes labels with a capital on the first word only', () => {
    const titleCase = bundleTexts().flatMap(({ key, value }) =>
      titleCasePairs(value).map((pair) => `${key}: "${pair}"`),
    );
    expect(titleCase).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find English in a mixed sentence, not in Romanian words that contain it', () => {
    const pattern = wordPattern(ENGLISH);
    expect('Sign out Failed'.match(pattern)).toEqual(['Sign out', 'Failed']);
    expect('You have been logged out of the admin area.'.match(pattern)).toEqual([
      'You',
      'have',
      'been',
      'logged',
      'out',
      'of',
      'the',
    ]);
    expect('Succes!'.match(pattern)).toBeNull();
    expect('Contul are acces; Notă: tot ce ai scris, inclusiv statusul.'.match(pattern)).toBeNull();
  });

  it('find "stare" for a shipment’s status, not for the state of an e-mail', () => {
    expect(
      stateForStatus([
        { key: 'shipments:emails.kinds.status', value: 'Actualizare de stare' },
        { key: 'shipments:emails.status', value: 'Stare' },
      ]),
    ).toEqual(['shipments:emails.kinds.status: "stare"']);
  });

  it('read the Auth e-mails, subjects and templates', () => {
    const keys = authEmailTexts().map(({ key }) => key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'config.toml:invite.subject',
        'config.toml:recovery.subject',
        'templates/invite.html',
        'templates/recovery.html',
      ]),
    );
    expect(authEmailTexts().find(({ key }) => key === 'templates/invite.html')?.value).toContain(
      'Invitație în zona de administrare',
    );
  });

  it('tell Title Case from a sentence start, an acronym or an abbreviation', () => {
    expect(titleCasePairs('Nr. Urmărire, Nume Expeditor și Nume Destinatar')).toEqual([
      'Nr. Urmărire',
      'Nume Expeditor',
      'Nume Destinatar',
    ]);
    expect(titleCasePairs('Nr. urmărire')).toEqual([]);
    expect(titleCasePairs('Expedierea a fost ștearsă. Datele au rămas.')).toEqual([]);
    expect(titleCasePairs('Descarcă QR (SVG)')).toEqual([]);
    expect(titleCasePairs('Cod QR al linkului')).toEqual([]);
    expect(titleCasePairs('Folosește „Copiază linkul”')).toEqual([]);
    expect(titleCasePairs('Harta din Google Maps')).toEqual([]);
    expect(titleCasePairs('Istoric Traseu (opțional)')).toEqual(['Istoric Traseu']);
  });
});
