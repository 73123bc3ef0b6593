/**
 * The forms check before sending, with limits mirrored from the database's (issue #35 part 5;
 * issue #50: one fact, one place, and a test where both sides must hold it). Rather than restate
 * the numbers, this reads the checks and the functions from the live catalog and compares them
 * with what the forms export: a change on either side fails here until the other follows.
 */
import { describe, expect, it } from 'vitest';

import { TOKEN_MIN_AGE_MS } from '../../src/features/customer-requests/api/form-token-age';
import { INFO_LIMITS } from '../../src/features/info/api/info-limits';
import { EMAIL_LIMITS } from '../../src/features/shipments/form/email-address';
import { TEXT_LIMITS } from '../../src/features/shipments/form/text-limits';
import {
  NOTE_MAX,
  PRICE_MAX,
  VALIDITY_MAX_DAYS,
} from '../../src/features/staff-requests/offer/offer-limits';
import { sql } from './support';

/** Where the database keeps a limit: a table's check, or a function (a check calls it). */
type Source = { check: string } | { function: string };
/** A limit: its source, and the text expression its char_length measures there. */
type Limit = Source & { measures: string };

/** Each limited field of the shipment dialog, and where the database limits it. */
const SHIPMENT_LIMITS = {
  id: { function: 'private.is_valid_tracking_number', measures: 'id' },
  status: { check: 'shipments_status_length', measures: 'status' },
  info: { check: 'shipments_info_length', measures: 'info' },
  shippername: { check: 'shipments_shippername_length', measures: 'btrim(shippername)' },
  shipperaddress: { check: 'shipments_shipperaddress_length', measures: 'shipperaddress' },
  recipientname: { check: 'shipments_recipientname_length', measures: 'btrim(recipientname)' },
  recipientaddress: { check: 'shipments_recipientaddress_length', measures: 'recipientaddress' },
  transportedgoods: { check: 'shipments_transportedgoods_length', measures: 'transportedgoods' },
  accessories: { check: 'shipments_accessories_length', measures: 'accessories' },
  driver_notes: { check: 'shipments_driver_notes_length', measures: 'driver_notes' },
  vehicle_plate: { check: 'shipments_vehicle_plate_length', measures: 'vehicle_plate' },
  purchaseprice: { check: 'shipments_money_length', measures: 'purchaseprice' },
  shippingcosts: { check: 'shipments_money_length', measures: 'shippingcosts' },
  additionalservices: { check: 'shipments_money_length', measures: 'additionalservices' },
  totalamount: { check: 'shipments_money_length', measures: 'totalamount' },
  paymentmethod: { check: 'shipments_money_length', measures: 'paymentmethod' },
  permit_number: { check: 'shipments_permit_number_length', measures: 'permit_number' },
  // The pickup place becomes the first route entry: create_shipment's body checks it first.
  firstLocation: { function: 'private.create_shipment', measures: 'first_place' },
  newHistoryLocation: { function: 'private.is_valid_history', measures: "entry ->> 'location'" },
  newHistoryStatus: { function: 'private.is_valid_history', measures: "entry ->> 'status'" },
} as const satisfies Record<keyof typeof TEXT_LIMITS, Limit>;

const INFO_EDITOR_LIMITS = {
  title: { check: 'info_content_title_length', measures: 'title' },
  content: { check: 'info_content_content_length', measures: 'content' },
} as const satisfies Record<keyof typeof INFO_LIMITS, Limit>;

/** The text of each named check of `table`, as Postgres prints it back. */
async function checksOf(table: string): Promise<Map<string, string>> {
  const rows = await sql<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition
       from pg_catalog.pg_constraint where conrelid = $1::regclass and contype = 'c'`,
    [table],
  );
  return new Map(rows.map((row) => [row.name, row.definition]));
}

/** A function's definition (every overload's, should there be more than one). */
async function functionText(name: string): Promise<string> {
  const [schema, proname] = name.split('.');
  const rows = await sql<{ definition: string }>(
    `select pg_get_functiondef(p.oid) as definition
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.proname = $2`,
    [schema, proname],
  );
  expect(rows, `function ${name}`).not.toEqual([]);
  return rows.map((row) => row.definition).join('\n');
}

/**
 * The most characters each expression may have in `text`, from its comparisons of
 * char_length(…): `<= n`, `< n`, `> n` (the refusal in a function's body) and
 * `between m and n`, printed by Postgres as `>= m and <= n`.
 */
function lengthLimits(text: string): Map<string, number> {
  const limits = new Map<string, number>();
  const comparison =
    /char_length\(((?:[^()]|\([^()]*\))+)\)\s*(<=|<|>|between\s+\d+\s+and)\s*(\d+)/gi;
  for (const [, expression, operator, number] of text.matchAll(comparison)) {
    const limit = Number(number) - (operator === '<' ? 1 : 0);
    const key = expression!.replace(/\s+/g, ' ');
    limits.set(key, Math.min(limits.get(key) ?? Infinity, limit));
  }
  return limits;
}

/** The database's limit for each field of `sources`, read from the live catalog. */
async function databaseLimits(
  table: string,
  sources: Record<string, Limit>,
): Promise<Record<string, number | undefined>> {
  const checks = await checksOf(table);
  const texts = new Map<string, string>();
  for (const source of Object.values(sources)) {
    const key = 'check' in source ? source.check : source.function;
    if (texts.has(key)) continue;
    if ('check' in source) {
      expect(checks.has(source.check), `check ${source.check} of ${table}`).toBe(true);
      texts.set(key, checks.get(source.check)!);
    } else {
      texts.set(key, await functionText(source.function));
    }
  }
  return Object.fromEntries(
    Object.entries(sources).map(([field, source]) => {
      const key = 'check' in source ? source.check : source.function;
      return [field, lengthLimits(texts.get(key)!).get(source.measures)];
    }),
  );
}

/** Every (check, expression) with a length limit among `table`'s checks. */
async function checkedLengths(table: string): Promise<string[]> {
  const found: string[] = [];
  for (const [name, definition] of await checksOf(table)) {
    for (const expression of lengthLimits(definition).keys()) found.push(`${name}: ${expression}`);
  }
  return found.sort();
}

const named = (sources: Record<string, Limit>) =>
  Object.values(sources)
    .filter((source): source is Limit & { check: string } => 'check' in source)
    .map((source) => `${source.check}: ${source.measures}`)
    .sort();

describe("the shipment dialog's text limits", () => {
  it("are the database's, field by field", async () => {
    expect(await databaseLimits('public.shipments', SHIPMENT_LIMITS)).toEqual(TEXT_LIMITS);
  });

  it("cover every length check of public.shipments (a new one needs the form's limit)", async () => {
    expect(await checkedLengths('public.shipments')).toEqual(
      [...new Set(named(SHIPMENT_LIMITS))].sort(),
    );
  });

  it("take e-mail addresses as long as the database's check does", async () => {
    const body = await functionText('private.is_valid_email');
    expect({
      total: lengthLimits(body).get('address'),
      // The local part's length is a quantifier of the pattern: {1,n} before the @.
      local: Number(/\]\{1,(\d+)\}@/.exec(body)?.[1]),
    }).toEqual(EMAIL_LIMITS);
  });
});

describe("the info editor's text limits", () => {
  it("are the database's, field by field", async () => {
    expect(await databaseLimits('public.info_content', INFO_EDITOR_LIMITS)).toEqual(INFO_LIMITS);
  });

  it('cover every length check of public.info_content', async () => {
    expect(await checkedLengths('public.info_content')).toEqual(named(INFO_EDITOR_LIMITS));
  });
});

describe("the offer dialog's limits", () => {
  it("are the database's: price, note, and how far ahead it may be valid", async () => {
    expect(await sql(`select * from private.transport_offer_limits()`)).toEqual([
      { price_max: PRICE_MAX, note_max: NOTE_MAX, valid_days_max: VALIDITY_MAX_DAYS },
    ]);
  });
});

describe("the request page's form token", () => {
  it('is sent no sooner than the database takes it', async () => {
    const [age] = await sql<{ ms: string }>(
      `select (extract(epoch from private.form_token_min_age()) * 1000)::text as ms`,
    );
    expect(Number(age!.ms)).toBeGreaterThan(0);
    expect(Number(age!.ms)).toBeLessThanOrEqual(TOKEN_MIN_AGE_MS);
  });
});
