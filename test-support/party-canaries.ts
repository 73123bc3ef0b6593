/**
 * Shipments made through every staff path with a distinctive value in every personal field
 * (issue #30, DECISIONS 18), for tests that look for those values where a tracking number alone
 * may reach: the number-only answer (tests/integration/number-only-answer.test.ts) and the
 * prerendered pages (e2e/global-setup.ts makes them before the build, e2e/site-shell.spec.ts
 * scans dist).
 *
 * Every value carries CANARY_MARK, which no page text, tracking number or route place holds, so
 * finding the mark anywhere is a leak, even of a part of a value.
 */
import type { ProjectClient } from '../dev-support/node-supabase-client';
import { PARTY_DETAIL_COLUMNS } from '../src/lib/shipments/columns';

export const CANARY_MARK = 'Kx7qCanary';

/** SPEC's personal, goods and money fields and the note: what a number alone never gets. */
export const PERSONAL_FIELDS = PARTY_DETAIL_COLUMNS;
/**
 * The parties' e-mail addresses (issue #26, DECISIONS 22): personal too, and no lookup answers
 * them at all, not even to a party's own link.
 */
export const CONTACT_FIELDS = ['shipperemail', 'recipientemail'] as const;
type PersonalField = (typeof PERSONAL_FIELDS)[number] | (typeof CONTACT_FIELDS)[number];

/**
 * One distinctive value per field; `version` tells the values before and after an edit apart.
 * Realistic shapes (a street, a postcode and town, a phone number in the note), so a rule that
 * cuts an address down to its town still has the mark to betray it.
 */
function canaryValues(version: number): Record<PersonalField, string> {
  const mark = `${CANARY_MARK}${version}`;
  return {
    shippername: `Ana ${mark}sn Popescu`,
    shipperaddress: `Heidestraße 17 ${mark}sa, 51147 Köln`,
    shipperemail: `ana.${mark}se@example.com`,
    recipientname: `Jean ${mark}rn Martin SARL`,
    recipientaddress: `3 Rue Haute ${mark}ra, 69001 Lyon`,
    recipientemail: `jean.${mark}re@example.fr`,
    transportedgoods: `Traktor Fendt ${mark}tg`,
    accessories: `Frontlader ${mark}ac`,
    info: `Sunați la 0721 000 111 înainte ${mark}in`,
    purchaseprice: `118.500,00 EUR ${mark}pp`,
    shippingcosts: `1.450,00 EUR ${mark}sc`,
    additionalservices: `Asigurare ${mark}as`,
    totalamount: `119.950,00 EUR ${mark}ta`,
    paymentmethod: `Escrow ${mark}pm`,
  };
}

/** Route places the paths below write: public by design, free of the mark. */
const PICKUP_PLACE = 'Köln, Germania';
const ROUTE_PLACE = 'Nürnberg, Germania';
const EVENT_PLACE = 'Linz, Austria';

export interface CanaryShipment {
  id: string;
  /** Every distinctive value the shipment has held. */
  values: string[];
  /** The route places the number alone should show, oldest first. */
  places: string[];
}

type Staff = ProjectClient;

/** The answer's data; a failed request or an empty answer throws. */
async function must<T>(
  request: PromiseLike<{ data: T | null; error: { code?: string; message: string } | null }>,
): Promise<T> {
  const { data, error } = await request;
  if (error) throw new Error(`${error.code ?? ''} ${error.message}`);
  if (data === null) throw new Error('no data in the answer');
  return data;
}

const FIRST = canaryValues(1);
const SECOND = canaryValues(2);

function create(staff: Staff, id: string, firstLocation?: string) {
  return must(
    staff.rpc('create_shipment', {
      shipment: { id, ...FIRST },
      ...(firstLocation === undefined ? {} : { first_location: firstLocation }),
    }),
  );
}

/**
 * Every way staff make or change a shipment, each making one under the given number. `staff`
 * is a staff member's client, or the service_role key's, which the same functions take.
 */
export const CANARY_PATHS: Record<string, (staff: Staff, id: string) => Promise<CanaryShipment>> = {
  'create_shipment without a pickup place': async (staff, id) => {
    await create(staff, id);
    return { id, values: Object.values(FIRST), places: ['Depozit'] };
  },
  'create_shipment with a pickup place': async (staff, id) => {
    await create(staff, id, PICKUP_PLACE);
    return { id, values: Object.values(FIRST), places: [PICKUP_PLACE] };
  },
  'save_shipment changing every field': async (staff, id) => {
    const created = await create(staff, id, PICKUP_PLACE);
    await must(
      staff.rpc('save_shipment', {
        tracking_number: id,
        expected_updated_at: created.updated_at,
        changes: { ...SECOND, status: 'În tranzit' },
      }),
    );
    return {
      id,
      values: [...Object.values(FIRST), ...Object.values(SECOND)],
      places: [PICKUP_PLACE],
    };
  },
  'save_shipment adding a route entry': async (staff, id) => {
    const created = await create(staff, id, PICKUP_PLACE);
    await must(
      staff.rpc('save_shipment', {
        tracking_number: id,
        expected_updated_at: created.updated_at,
        changes: { info: SECOND.info },
        event_status: 'În tranzit',
        event_location: ROUTE_PLACE,
      }),
    );
    return {
      id,
      values: [...Object.values(FIRST), SECOND.info],
      places: [PICKUP_PLACE, ROUTE_PLACE],
    };
  },
  add_shipment_event: async (staff, id) => {
    await create(staff, id);
    await must(
      staff.rpc('add_shipment_event', {
        tracking_number: id,
        status: 'În tranzit',
        location: EVENT_PLACE,
      }),
    );
    return { id, values: Object.values(FIRST), places: ['Depozit', EVENT_PLACE] };
  },
  'restore_shipment after a delete': async (staff, id) => {
    const created = await create(staff, id, PICKUP_PLACE);
    // As the staff list deletes: only the version it showed; then the undo.
    await must(
      staff.rpc('delete_shipment', {
        tracking_number: id,
        expected_updated_at: created.updated_at,
      }),
    );
    await must(staff.rpc('restore_shipment', { tracking_number: id }));
    return { id, values: Object.values(FIRST), places: [PICKUP_PLACE] };
  },
};

/** One shipment per staff path, numbered `<prefix>-1`, `<prefix>-2`, … */
export async function makeCanaryShipments(staff: Staff, prefix: string): Promise<CanaryShipment[]> {
  const made: CanaryShipment[] = [];
  for (const [index, make] of Object.values(CANARY_PATHS).entries()) {
    made.push(await make(staff, `${prefix}-${index + 1}`));
  }
  return made;
}
