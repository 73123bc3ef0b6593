/**
 * Issue #49, item 4: a clerk reads a transport request as Romanian, not as database. One request
 * of every kind, every loading method at both ends and every language, stored as the form
 * stores them (with the sender's IP address for the limits); each detail page, at 1366 and
 * 390 px on a clerk's clock in Bucharest, shows no stored code, no ISO date or timestamp and no
 * IP address, and passes axe.
 */
import type { Page } from '@playwright/test';

import { storeAsTheForm, type StoredRequest } from '../src/testing/request-as-form';
import { asDatabaseOwner } from '../test-support/database';
import { expect, test } from './fixtures';
import type { E2eEnv } from './support/e2e-env';
import type { SettledAxeBuilder } from './support/settled-axe';
import { signInAsStaff } from './support/staff-session';

const CLIENT_IP = '198.51.100.23';
const CLIENT_NETWORK = '198.51.100.0/24';

const LOADING = ['ramp', 'forklift', 'crane', 'drives_on', 'unknown'] as const;
const LANGUAGES = {
  de: 'germană',
  en: 'engleză',
  fr: 'franceză',
  it: 'italiană',
  es: 'spaniolă',
  nl: 'olandeză',
  pl: 'poloneză',
} as const;

/** Each kind with the answers its form asks for, and a language for each. */
const KINDS: [Partial<StoredRequest> & { kind: string }, keyof typeof LANGUAGES][] = [
  [{ kind: 'tractor', drivable: true, running_gear: 'wheels', with_attachments: true }, 'de'],
  [
    { kind: 'combine_harvester', drivable: false, running_gear: 'tracks', with_attachments: false },
    'pl',
  ],
  [
    {
      kind: 'construction_machine',
      drivable: true,
      running_gear: 'tracks',
      with_attachments: true,
    },
    'fr',
  ],
  [{ kind: 'car', drivable: false }, 'en'],
  [{ kind: 'motorcycle', drivable: true }, 'it'],
  [{ kind: 'container', container_size: '20', container_loaded: true }, 'es'],
  [{ kind: 'other' }, 'nl'],
];

/** What the database stores and no clerk should read. */
const CODES = [
  ...KINDS.map(([row]) => row.kind),
  ...LOADING,
  'wheels',
  'tracks',
  'true',
  'false',
  'null',
  // The database's own names for who changed a request.
  'request form',
  'customer (offer link)',
  'offer expiry',
  'retention',
];
/** `code` as a word of its own: not inside a Romanian word ("car" in "cartea"). */
const asWord = (code: string) =>
  new RegExp(`(^|[^\\p{L}_])${code.replace(/[()]/g, '\\$&')}($|[^\\p{L}_])`, 'u');
/** A language or country code standing alone (Romanian "de" is a word, not a code). */
const BARE_CODE = /\b(en|fr|it|es|nl|pl|DE|PL|AT|FR)\b/g;
const SNAKE_CASE = /\b[a-z]+_[a-z_]+\b/g;
const ISO_DATE = /\d{4}-\d{2}-\d{2}(T[\d:.+]+)?/g;
const IP_ADDRESS = /\b\d{1,3}(\.\d{1,3}){3}(\/\d+)?/g;

/** What a clerk should never have to read on the page: stored codes, ISO dates, IP addresses. */
function rawValues(text: string): string[] {
  return [
    ...CODES.filter((code) => asWord(code).test(text)),
    ...[SNAKE_CASE, BARE_CODE, ISO_DATE, IP_ADDRESS].flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => match[0]),
    ),
  ];
}

let counter = 0;

/**
 * When the seven requests arrived: yesterday at 03:42 UTC, which Bucharest's clock shows as
 * 05:42. Relative to the run, so no expectation names the day the suite runs and the requests
 * stay younger than any retention period.
 */
const ARRIVED = new Date(
  Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate() - 1,
    3,
    42,
    2,
    713,
  ),
).toISOString();
/** ARRIVED as the staff page writes it on a Bucharest clock ("7 dec. 2026, 05:42"). */
const ARRIVED_IN_BUCHAREST = new Intl.DateTimeFormat('ro-RO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Bucharest',
}).format(new Date(ARRIVED));

/** The seven requests, each arriving at ARRIVED. */
async function storeRequests(env: E2eEnv): Promise<{ reference: string; language: string }[]> {
  return asDatabaseOwner(env, async (client) => {
    const stored = [];
    for (const [index, [answers, language]] of KINDS.entries()) {
      counter += 1;
      const reference = `A-2096-${String((Date.now() % 1e7) * 100 + counter).padStart(9, '0')}`;
      await storeAsTheForm(client, {
        reference,
        language,
        name: 'Jan Kowalski',
        email: `clerk-reads.${counter}@example.com`,
        goods: 'Claas Lexion 770',
        quantity: 1,
        length_m: 7.5,
        width_m: 3.3,
        height_m: 3.9,
        weight_kg: 16_500,
        pickup_town: 'Passau',
        pickup_country: 'DE',
        delivery_town: 'Warszawa',
        delivery_country: 'PL',
        earliest_pickup: '2099-01-10',
        latest_delivery: '2099-01-24',
        // Every method at both ends across the seven.
        pickup_loading: LOADING[index % LOADING.length],
        delivery_loading: LOADING[(index + 1) % LOADING.length],
        client: CLIENT_IP,
        network: CLIENT_NETWORK,
        created_at: ARRIVED,
        ...answers,
      });
      stored.push({ reference, language: LANGUAGES[language] });
    }
    return stored;
  });
}

async function readEveryRequest(page: Page, env: E2eEnv, axe: () => SettledAxeBuilder) {
  const requests = await storeRequests(env);
  await signInAsStaff(page, env);
  for (const { reference, language } of requests) {
    await page.goto(`/admin/requests/${reference}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Cererea ${reference}` }),
    ).toBeVisible();
    // The history with the opening, and the e-mails, have loaded.
    await expect(page.getByText(/^Deschisă de: \(gol\) → /)).toBeVisible();
    await expect(page.getByText('Niciun e-mail pentru această cerere.')).toBeVisible();
    await expect(
      page.getByText(`Primită la ${ARRIVED_IN_BUCHAREST}`, { exact: false }),
    ).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(rawValues(text), reference).toEqual([]);
    await expect(
      page.locator('dt', { hasText: /^Limba$/ }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(language);
    expect((await axe().analyze()).violations).toEqual([]);
  }
}

test.use({ timezoneId: 'Europe/Bucharest' });

const SCREENS = [
  { viewport: { width: 1366, height: 900 } },
  { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];

for (const screen of SCREENS) {
  test.describe(`at ${screen.viewport.width} px`, () => {
    test.use(screen);
    test('every kind and loading method reads as Romanian words, with no code, ISO date or IP address', async ({
      page,
      e2eEnv,
      axe,
    }) => {
      // Seven pages, each read and scanned by axe.
      test.setTimeout(120_000);
      await readEveryRequest(page, e2eEnv, axe);
    });
  });
}
