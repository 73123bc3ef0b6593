/**
 * The staff's add / edit dialog against the real local stack, signed in as staff: every
 * message, validation and state of issue #11's "Add and edit", with a second staff member's
 * client doing what a colleague would do meanwhile.
 */
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { queryClient } from '@/lib/query-client';
import { renderShipmentDialog } from '@/testing/render-shipment-dialog';
import { backend, createAccount, stack } from '@/testing/stack';
import { staffSessions } from '@/testing/staff-sessions';
import type { Database, Json } from '#common/database.types';

import { saveShipment } from '../../api/save-shipment';
import { type Shipment, shipmentSchema } from '../../api/shipment-schemas';
import { shipmentWriteFailure } from '../../api/shipment-write-error';

/** A colleague: another staff account with its own session, straight to the stack. */
const colleague = staffSessions();

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

let counter = 0;
const uniqueId = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

/** A shipment the colleague added, as the list would hand it to the dialog. */
async function existingShipment(fields: Record<string, Json> = {}): Promise<Shipment> {
  const { data, error } = await colleague.rpc('create_shipment', {
    shipment: {
      id: uniqueId('FORM'),
      shippername: 'Ion Popescu',
      shipperaddress: 'Str. Lungă 1, Brașov',
      recipientname: 'Hans Müller',
      recipientaddress: 'Hauptstraße 5, Wien',
      transportedgoods: 'Tractor',
      ...fields,
    },
  });
  if (error) throw error;
  return shipmentSchema.parse(data);
}

/** A request of the app under test (the colleague's go straight to the stack) to this path. */
const appRequest = (input: RequestInfo | URL, path: string) => {
  const url = input instanceof Request ? input.url : String(input);
  return url.startsWith(stack.proxyUrl) && url.endsWith(path);
};

/** The row as saved now (null when there is none). */
async function savedRow(id: string) {
  const { data, error } = await colleague.from('shipments').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

const toasts = () =>
  currentToasts().map(({ title, description, variant }) => ({ title, description, variant }));
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
/** Requests settled: the suggested number has been checked, the statuses loaded. */
const settled = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));

async function type(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  const input = textbox(name);
  await user.clear(input);
  await user.type(input, value);
}

/** Text with characters user.type would read as keys ({, [), pasted as a user would. */
async function paste(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  const input = textbox(name);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** The conflict panel's table, once shown, as the text of each row's cells. */
async function conflictTableRows(): Promise<(string | null)[][]> {
  const table = await screen.findByRole('table', { name: 'Câmpuri care diferă' });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

describe('adding a shipment', () => {
  it('suggests a free 6-digit number, saves, and the row starts its route history', async () => {
    const user = renderShipmentDialog();
    expect(dialog('Adaugă expediere')).toBeVisible();
    const id = textbox('Nr. urmărire');
    expect(id.value).toMatch(/^[1-9]\d{5}$/);
    expect(id).not.toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Expediere creată');
    await settled();
    const trackingNumber = id.value;

    await type(user, 'Nume expeditor', '  Șerban Țăranu ');
    await type(user, 'Adresă expeditor', 'Str. Lungă 1, Brașov');
    await type(user, 'Nume destinatar', 'Zoë Müller');
    const pickup = textbox('Locul preluării');
    expect(pickup).toHaveAccessibleDescription(/^Localitate și codul țării/);
    await type(user, 'Locul preluării', ' Brașov, România ');
    await type(user, 'Latitudine', '45,6579');
    await type(user, 'Longitudine', '25.6012');
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toEqual([
      { title: 'Gata', description: 'Expedierea a fost adăugată.', variant: 'default' },
    ]);
    expect(await savedRow(trackingNumber)).toMatchObject({
      id: trackingNumber,
      status: 'Expediere creată',
      shippername: 'Șerban Țăranu',
      recipientname: 'Zoë Müller',
      info: null,
      currentposition: { lat: 45.6579, lng: 25.6012 },
      // The pickup place staff typed, never the shipper's address (DECISIONS 18).
      history: [
        { status: 'Expediere creată', location: 'Brașov, România', date: expect.any(String) },
      ],
    });
  });

  /**
   * Two "random" draws, `used` then the next number no live shipment has: the dialog must
   * suggest the second.
   */
  async function expectSuggestionAfter(used: string) {
    let free = Number(used) + 1;
    while (await savedRow(String(free))) free += 1;
    const draws = [Number(used) - 100_000, free - 100_000];
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(((array: Uint32Array) => {
      array[0] = draws.shift() ?? 0;
      return array;
    }) as typeof crypto.getRandomValues);
    renderShipmentDialog();
    await waitFor(() => expect(textbox('Nr. urmărire')).toHaveValue(String(free)));
  }

  it('draws the suggestion again when the number is taken', async () => {
    const taken = await existingShipment({ id: String(100_000 + (Date.now() % 800_000)) });
    await expectSuggestionAfter(taken.id);
  });

  it("never suggests a deleted shipment's number: its customers still hold it", async () => {
    const deleted = await existingShipment({ id: String(100_000 + ((Date.now() + 7) % 800_000)) });
    const removed = await colleague.rpc('delete_shipment', {
      tracking_number: deleted.id,
      expected_updated_at: deleted.updated_at,
    });
    expect(removed.error).toBeNull();
    expect(removed.data).toMatchObject({ id: deleted.id });
    await expectSuggestionAfter(deleted.id);
  });

  it('refuses a number that exists (checked before the insert), keeping what was typed', async () => {
    const existing = await existingShipment();
    const user = renderShipmentDialog();
    await settled();
    await type(user, 'Nr. urmărire', existing.id);
    await type(user, 'Nume expeditor', 'Alt expeditor');
    await type(user, 'Nume destinatar', 'Alt destinatar');
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));

    const message = `Numărul de urmărire ${existing.id} există deja.`;
    expect(await screen.findByText(message)).toBeVisible();
    expect(toasts()).toEqual([{ title: 'Eroare', description: message, variant: 'destructive' }]);
    expect(textbox('Nr. urmărire')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Nr. urmărire')).toHaveFocus();
    expect(textbox('Nume expeditor')).toHaveValue('Alt expeditor');
    expect(await savedRow(existing.id)).toMatchObject({ shippername: 'Ion Popescu' });
  });

  it('refuses a number taken after the check (a race): the primary key says the same', async () => {
    const trackingNumber = uniqueId('RACE');
    const user = renderShipmentDialog();
    await settled();
    await type(user, 'Nr. urmărire', trackingNumber);
    await type(user, 'Nume expeditor', 'Eu');
    await type(user, 'Nume destinatar', 'Tu');

    // The colleague adds the same number between the check and the insert.
    const browserFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (appRequest(input, '/rpc/create_shipment')) {
        const { error } = await colleague.rpc('create_shipment', {
          shipment: { id: trackingNumber, shippername: 'Colegul', recipientname: 'Altcineva' },
        });
        if (error) throw error;
      }
      return browserFetch(input, init);
    });
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));

    const message = `Numărul de urmărire ${trackingNumber} există deja.`;
    expect(await screen.findByText(message)).toBeVisible();
    expect(toasts()).toEqual([{ title: 'Eroare', description: message, variant: 'destructive' }]);
    expect(await savedRow(trackingNumber)).toMatchObject({ shippername: 'Colegul' });
    expect(dialog('Adaugă expediere')).toBeVisible();
  });

  it('requires number and both names: SPEC’s toast, each field says so, focus on the first', async () => {
    const user = renderShipmentDialog();
    await settled();
    const trackingNumber = textbox('Nr. urmărire').value;
    await type(user, 'Nume expeditor', '   ');
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));

    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          title: 'Eroare',
          description: '„Nr. urmărire”, „Nume expeditor” și „Nume destinatar” sunt obligatorii.',
          variant: 'destructive',
        },
      ]),
    );
    expect(screen.getByText('Introdu numele expeditorului.')).toBeVisible();
    expect(screen.getByText('Introdu numele destinatarului.')).toBeVisible();
    expect(textbox('Nume expeditor')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Nume expeditor')).toHaveFocus();
    expect(await savedRow(trackingNumber)).toBeNull();
  });

  it('refuses a position out of range or half given, inline and in the toast', async () => {
    const user = renderShipmentDialog();
    await settled();
    const trackingNumber = textbox('Nr. urmărire').value;
    await type(user, 'Nume expeditor', 'A');
    await type(user, 'Nume destinatar', 'B');
    await type(user, 'Latitudine', '91');
    await type(user, 'Longitudine', 'est');
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));

    expect(
      await screen.findByText('Latitudinea trebuie să fie un număr între -90 și 90.'),
    ).toBeVisible();
    expect(
      screen.getByText('Longitudinea trebuie să fie un număr între -180 și 180.'),
    ).toBeVisible();
    expect(textbox('Latitudine')).toHaveFocus();
    expect(toasts()).toEqual([
      {
        title: 'Eroare',
        description: 'Latitudine: Latitudinea trebuie să fie un număr între -90 și 90.',
        variant: 'destructive',
      },
    ]);

    await type(user, 'Latitudine', '-45,5');
    await user.clear(textbox('Longitudine'));
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));
    expect(
      await screen.findByText('Completează și longitudinea (sau șterge latitudinea).'),
    ).toBeVisible();
    expect(await savedRow(trackingNumber)).toBeNull();
  });

  it('stores hostile text as text, and refuses 10,000 characters with a clear message', async () => {
    const user = renderShipmentDialog();
    await settled();
    const trackingNumber = textbox('Nr. urmărire').value;
    const hostile = {
      'Nume expeditor': '<img src=x onerror=alert(1)>',
      'Nume destinatar': 'שלום עולם مرحبا',
      'Mărfuri transportate': '🚜 Tractor 👩‍👩‍👧‍👦',
      'Informații pentru client': "Robert'); DROP TABLE shipments;--",
      'Metodă de plată': "' OR 1=1 --",
      'Adresă destinatar': '%_\\,()"*. {[x]}',
    };
    for (const [name, value] of Object.entries(hostile)) await paste(user, name, value);
    await paste(user, 'Accesorii', 'x'.repeat(10_000));
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));

    expect(await screen.findByText('Cel mult 1.000 de caractere (acum 10.000).')).toBeVisible();
    expect(textbox('Accesorii')).toHaveFocus();
    expect(textbox('Accesorii').value).toHaveLength(10_000);
    expect(await savedRow(trackingNumber)).toBeNull();

    await user.clear(textbox('Accesorii'));
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelector('img')).toBeNull();
    const row = await savedRow(trackingNumber);
    expect(row).toMatchObject({
      shippername: '<img src=x onerror=alert(1)>',
      recipientname: 'שלום עולם مرحبا',
      transportedgoods: '🚜 Tractor 👩‍👩‍👧‍👦',
      info: "Robert'); DROP TABLE shipments;--",
      paymentmethod: "' OR 1=1 --",
      recipientaddress: '%_\\,()"*. {[x]}',
    });

    // And shown as text when edited.
    renderShipmentDialog(shipmentSchema.parse(row));
    expect(textbox('Nume expeditor')).toHaveValue('<img src=x onerror=alert(1)>');
    expect(textbox('Nume destinatar')).toHaveValue('שלום עולם مرحبا');
    expect(document.querySelector('img')).toBeNull();
  });

  it('keeps everything typed when the server cannot be reached, and saves once it is back', async () => {
    const user = renderShipmentDialog();
    await settled();
    const trackingNumber = textbox('Nr. urmărire').value;
    await type(user, 'Nume expeditor', 'Ana');
    await type(user, 'Nume destinatar', 'Bogdan');
    await type(user, 'Sumă totală', '1.200 EUR');
    await backend.goDown();
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));

    const reason =
      'Serverul nu poate fi contactat. Verifică conexiunea la internet și încearcă din nou; datele introduse au rămas în formular.';
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(toasts()).toEqual([
      {
        title: 'Eroare',
        description: `Nu s-a putut adăuga expedierea. ${reason}`,
        variant: 'destructive',
      },
    ]);
    expect(textbox('Nume expeditor')).toHaveValue('Ana');
    expect(textbox('Sumă totală')).toHaveValue('1.200 EUR');
    expect(screen.getByRole('button', { name: 'Adaugă expedierea' })).toBeEnabled();

    await backend.comeBack();
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedRow(trackingNumber)).toMatchObject({ totalamount: '1.200 EUR' });
  });

  it('is disabled while saving', async () => {
    const user = renderShipmentDialog();
    await settled();
    await type(user, 'Nume expeditor', 'Ana');
    await type(user, 'Nume destinatar', 'Bogdan');
    await backend.holdRequests();
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));
    expect(await screen.findByRole('button', { name: 'Se salvează...' })).toBeDisabled();
    await backend.comeBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('editing a shipment', () => {
  it('shows the number read-only and saves only the fields the user changed', async () => {
    const shipment = await existingShipment({ info: 'Sunați înainte' });
    const user = renderShipmentDialog(shipment);
    expect(dialog(`Editează expedierea ${shipment.id}`)).toBeVisible();
    expect(textbox('Nr. urmărire')).toHaveAttribute('readonly');
    expect(textbox('Nr. urmărire')).toHaveValue(shipment.id);
    expect(textbox('Nume expeditor')).toHaveValue('Ion Popescu');

    const bodies: unknown[] = [];
    const browserFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (appRequest(input, '/rpc/save_shipment')) {
        bodies.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
      }
      return browserFetch(input, init);
    });
    await type(user, 'Adresă destinatar', 'Ringstraße 1, Wien');
    await user.clear(textbox('Informații pentru client'));
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toEqual([
      { title: 'Gata', description: 'Expedierea a fost actualizată.', variant: 'default' },
    ]);
    expect(bodies).toEqual([
      {
        tracking_number: shipment.id,
        expected_updated_at: shipment.updated_at,
        changes: { recipientaddress: 'Ringstraße 1, Wien', info: null },
      },
    ]);
    expect(await savedRow(shipment.id)).toMatchObject({
      recipientaddress: 'Ringstraße 1, Wien',
      info: null,
      shippername: 'Ion Popescu',
      history: shipment.history,
    });
  });

  it('keeps what was typed while the save was on its way, to be saved next', async () => {
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    await type(user, 'Adresă destinatar', 'Ringstraße 1, Wien');
    await type(user, 'Locație nouă', 'Viena');
    await user.click(screen.getByRole('combobox', { name: 'Status nou' }));
    await user.click(await screen.findByRole('option', { name: 'În tranzit' }));
    await backend.holdRequests();
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await screen.findByRole('button', { name: 'Se salvează...' });
    await type(user, 'Mărfuri transportate', 'Tractor John Deere');
    await backend.comeBack();

    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Gata', description: 'Expedierea a fost actualizată.', variant: 'default' },
      ]),
    );
    expect(dialog(`Editează expedierea ${shipment.id}`)).toBeVisible();
    expect(textbox('Mărfuri transportate')).toHaveValue('Tractor John Deere');
    expect(textbox('Adresă destinatar')).toHaveValue('Ringstraße 1, Wien');
    // The route entry that was sent is in the history now, not waiting to be added again.
    expect(textbox('Locație nouă')).toHaveValue('');
    const first = await savedRow(shipment.id);
    expect(first).toMatchObject({
      recipientaddress: 'Ringstraße 1, Wien',
      transportedgoods: 'Tractor',
      status: 'În tranzit',
    });
    expect(first?.history).toHaveLength(shipment.history.length + 1);

    // Saved again on the new version: no conflict, and only what was typed meanwhile.
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const second = await savedRow(shipment.id);
    expect(second).toMatchObject({
      recipientaddress: 'Ringstraße 1, Wien',
      transportedgoods: 'Tractor John Deere',
    });
    expect(second?.history).toEqual(first?.history);
  });

  it('appends a route entry when the new location and status are both filled', async () => {
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    expect(textbox('Locație nouă')).toHaveAccessibleDescription(/^Localitate și codul țării/);
    await type(user, 'Locație nouă', 'Viena');
    await user.click(screen.getByRole('combobox', { name: 'Status nou' }));
    await user.click(await screen.findByRole('option', { name: 'În tranzit' }));
    expect(screen.getByRole('combobox', { name: 'Status nou' })).toHaveTextContent('În tranzit');
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await savedRow(shipment.id);
    expect(row?.status).toBe('În tranzit');
    expect(row?.history).toEqual([
      ...shipment.history,
      { status: 'În tranzit', location: 'Viena', date: expect.any(String) },
    ]);
  });

  it('leaves history and status as they were when only the location is filled', async () => {
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    await type(user, 'Locație nouă', 'Viena');
    await type(user, 'Preț de achiziție', '5.000 EUR');
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedRow(shipment.id)).toMatchObject({
      status: 'Expediere creată',
      history: shipment.history,
      purchaseprice: '5.000 EUR',
    });
  });

  it('takes a status typed freely; Enter in the combobox picks it and does not submit', async () => {
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    const status = screen.getByRole('combobox', { name: 'Status' });
    await user.click(status);
    expect(await screen.findByRole('option', { name: 'Probleme' })).toBeVisible();
    await user.keyboard('Vamă Nădlac{Enter}');

    await waitFor(() => expect(status).toHaveTextContent('Vamă Nădlac'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
    expect(dialog(`Editează expedierea ${shipment.id}`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedRow(shipment.id)).toMatchObject({ status: 'Vamă Nădlac' });
  });

  it('suggests the statuses already in use besides the known four', async () => {
    await existingShipment({ status: 'Beim Zoll' });
    const user = renderShipmentDialog(await existingShipment());
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Beim Zoll' })).toBeVisible(),
    );
    expect(
      within(list)
        .getAllByRole('option')
        .slice(0, 4)
        .map((option) => option.textContent),
    ).toEqual(['Expediere creată', 'În tranzit', 'Livrat', 'Probleme']);
  });

  it('on a conflict keeps the typing, shows what differs, and takes their version without losing anything', async () => {
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    await type(user, 'Mărfuri transportate', 'Tractor John Deere');

    // The colleague saves first.
    const theirs = await colleague.rpc('save_shipment', {
      tracking_number: shipment.id,
      expected_updated_at: shipment.updated_at,
      changes: { recipientaddress: 'Ringstraße 1, Wien', info: 'Livrare luni' },
    });
    expect(theirs.error).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));

    expect(
      await screen.findByText('Expedierea a fost modificată de altcineva între timp.'),
    ).toHaveAttribute('role', 'alert');
    expect(await conflictTableRows()).toEqual([
      ['Câmp', 'Versiunea salvată', 'Valoarea ta'],
      ['Informații pentru client', 'Livrare luni', '(gol)'],
      ['Adresă destinatar', 'Ringstraße 1, Wien', 'Hauptstraße 5, Wien'],
      ['Mărfuri transportate', 'Tractor', 'Tractor John Deere'],
    ]);
    expect(toasts()).toEqual([
      {
        title: 'Eroare',
        description:
          'Nu s-a putut actualiza expedierea. Expedierea a fost modificată de altcineva între timp.',
        variant: 'destructive',
      },
    ]);
    expect(
      screen.getByRole('region', { name: 'Expedierea a fost modificată de altcineva între timp.' }),
    ).toHaveFocus();
    expect(textbox('Mărfuri transportate')).toHaveValue('Tractor John Deere');
    expect(screen.getByRole('button', { name: 'Salvează modificările' })).toBeDisabled();
    expect(await savedRow(shipment.id)).toMatchObject({ transportedgoods: 'Tractor' });

    await user.click(screen.getByRole('button', { name: 'Preia versiunea salvată' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(textbox('Adresă destinatar')).toHaveValue('Ringstraße 1, Wien');
    expect(textbox('Informații pentru client')).toHaveValue('Livrare luni');
    expect(textbox('Mărfuri transportate')).toHaveValue('Tractor John Deere');
    expect(screen.getByRole('button', { name: 'Salvează modificările' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedRow(shipment.id)).toMatchObject({
      recipientaddress: 'Ringstraße 1, Wien',
      info: 'Livrare luni',
      transportedgoods: 'Tractor John Deere',
    });
  });

  it('on a conflict, "Renunță" closes without saving anything', async () => {
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    await type(user, 'Accesorii', 'Lanțuri');
    await colleague.rpc('save_shipment', {
      tracking_number: shipment.id,
      expected_updated_at: shipment.updated_at,
      changes: { accessories: 'Chingi' },
    });
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await screen.findByRole('table', { name: 'Câmpuri care diferă' });

    await user.click(screen.getByRole('button', { name: 'Renunță' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await savedRow(shipment.id)).toMatchObject({ accessories: 'Chingi' });
  });

  it('says so when the shipment was deleted meanwhile, keeping the typing', async () => {
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    await type(user, 'Accesorii', 'Lanțuri');
    const deleted = await colleague.rpc('delete_shipment', {
      tracking_number: shipment.id,
      expected_updated_at: shipment.updated_at,
    });
    expect(deleted.error).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));

    const reason =
      'Expedierea a fost ștearsă între timp de altcineva. Datele introduse au rămas în formular.';
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(toasts()).toEqual([
      {
        title: 'Eroare',
        description: `Nu s-a putut actualiza expedierea. ${reason}`,
        variant: 'destructive',
      },
    ]);
    expect(textbox('Accesorii')).toHaveValue('Lanțuri');
  });
});

describe('closing', () => {
  it('closes at once when nothing was changed', async () => {
    const user = renderShipmentDialog(await existingShipment());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before losing typed input, by Escape, the close button and Cancel', async () => {
    const user = renderShipmentDialog(await existingShipment());
    await type(user, 'Accesorii', 'Lanțuri');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Renunți la modificări?' });
    expect(question).toHaveTextContent('Modificările pe care nu le-ai salvat se vor pierde.');
    await user.click(within(question).getByRole('button', { name: 'Continuă editarea' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(textbox('Accesorii')).toHaveValue('Lanțuri');
    // Back where the user left off, not on the page's body.
    await waitFor(() => expect(textbox('Accesorii')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Închide' }));
    await user.click(await screen.findByRole('button', { name: 'Continuă editarea' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Închide' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Anulează' }));
    await user.click(await screen.findByRole('button', { name: 'Renunță la modificări' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks when only the route update was filled', async () => {
    const user = renderShipmentDialog(await existingShipment());
    await type(user, 'Locație nouă', 'Arad');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog')).toBeVisible();
  });
});

describe('"Folosește locația mea"', () => {
  const position = (latitude: number, longitude: number) =>
    ({ coords: { latitude, longitude } }) as GeolocationPosition;
  /** The position group's message (the edit dialog's link panel has a status of its own). */
  const positionStatus = () =>
    within(screen.getByRole('group', { name: /^Poziți/ })).getByRole('status');

  function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    });
  }

  it('fills latitude and longitude with the device’s position', async () => {
    stubGeolocation((success) => success(position(44.42677751, 26.10253849)));
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    await user.click(screen.getByRole('button', { name: 'Folosește locația mea' }));

    expect(textbox('Latitudine')).toHaveValue('44.426778');
    expect(textbox('Longitudine')).toHaveValue('26.102538');
    expect(positionStatus()).toHaveTextContent(
      'Latitudinea și longitudinea au fost completate cu locația ta.',
    );
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedRow(shipment.id)).toMatchObject({
      currentposition: { lat: 44.426778, lng: 26.102538 },
    });
  });

  it('says so when the user refuses, and leaves the fields alone', async () => {
    stubGeolocation((_success, failure) =>
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    const user = renderShipmentDialog(
      await existingShipment({ currentposition: { lat: 1, lng: 2 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Folosește locația mea' }));
    expect(positionStatus()).toHaveTextContent(
      'Accesul la locație a fost refuzat. Permite-l din setările browserului sau completează coordonatele manual.',
    );
    expect(textbox('Latitudine')).toHaveValue('1');
    expect(textbox('Longitudine')).toHaveValue('2');
  });

  it('says so when the position cannot be found, or the browser has no geolocation', async () => {
    stubGeolocation((_success, failure) =>
      failure?.({ code: 3, message: 'Timeout expired' } as GeolocationPositionError),
    );
    const user = renderShipmentDialog();
    await user.click(screen.getByRole('button', { name: 'Folosește locația mea' }));
    expect(positionStatus()).toHaveTextContent(
      'Locația nu a putut fi determinată. Încearcă din nou sau completează coordonatele manual.',
    );

    Reflect.deleteProperty(navigator, 'geolocation');
    await user.click(screen.getByRole('button', { name: 'Folosește locația mea' }));
    expect(positionStatus()).toHaveTextContent(
      'Acest browser nu poate determina locația. Completează coordonatele manual.',
    );
  });
});

describe('contact per party and expected delivery (issue #26)', () => {
  const checkbox = (party: 'Expeditor' | 'Destinatar') =>
    within(screen.getByRole('group', { name: party })).getByRole('checkbox', {
      name: 'Trimite actualizări de status pe e-mail',
    });

  it('saves address, language, status e-mails and the delivery window of a new shipment', async () => {
    const user = renderShipmentDialog();
    await settled();
    const trackingNumber = textbox('Nr. urmărire').value;
    await type(user, 'Nume expeditor', 'Landtechnik Huber GmbH');
    await type(user, 'Nume destinatar', 'Ferme Dubois');
    // No address yet: nowhere to send status e-mails to.
    expect(checkbox('Destinatar')).toBeDisabled();
    await type(user, 'E-mail destinatar', 'Contact@Ferme-Dubois.FR');
    expect(checkbox('Destinatar')).toBeEnabled();
    await user.click(checkbox('Destinatar'));
    await user.click(screen.getByRole('combobox', { name: 'Limba destinatarului' }));
    await user.click(await screen.findByRole('option', { name: 'Franceză' }));
    await user.type(screen.getByLabelText('Livrare estimată de la'), '2026-12-01');
    await user.type(screen.getByLabelText('Livrare estimată până la'), '2026-12-03');
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedRow(trackingNumber)).toMatchObject({
      recipientemail: 'Contact@ferme-dubois.fr',
      recipientlanguage: 'fr',
      notifyrecipient: true,
      shipperemail: null,
      notifyshipper: false,
      expecteddeliveryfrom: '2026-12-01',
      expecteddeliveryto: '2026-12-03',
    });
  });

  it('refuses an invalid address and a window ending before it starts, next to the fields', async () => {
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    const sent = vi.spyOn(globalThis, 'fetch');
    await type(user, 'E-mail expeditor', 'ion@popescu');
    await user.type(screen.getByLabelText('Livrare estimată de la'), '2026-12-04');
    await user.type(screen.getByLabelText('Livrare estimată până la'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));

    expect(await screen.findByText(/^Adresa de e-mail nu este validă/)).toBeVisible();
    expect(textbox('E-mail expeditor')).toHaveAccessibleDescription(
      /Adresa de e-mail nu este validă: un singur @/,
    );
    expect(screen.getByLabelText('Livrare estimată până la')).toHaveAccessibleDescription(
      'Data „până la” nu poate fi înaintea datei „de la”.',
    );
    expect(sent.mock.calls.some(([input]) => appRequest(input, '/rpc/save_shipment'))).toBe(false);
    expect(await savedRow(shipment.id)).toMatchObject({
      shipperemail: null,
      expecteddeliveryfrom: null,
    });
  });

  it('clearing the address takes back the status e-mails, and both are saved', async () => {
    const shipment = await existingShipment({
      shipperemail: 'ion@popescu.ro',
      notifyshipper: true,
    });
    const user = renderShipmentDialog(shipment);
    expect(checkbox('Expeditor')).toBeChecked();
    await user.clear(textbox('E-mail expeditor'));
    await waitFor(() => expect(checkbox('Expeditor')).not.toBeChecked());
    expect(checkbox('Expeditor')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedRow(shipment.id)).toMatchObject({ shipperemail: null, notifyshipper: false });
  });

  it('what the database refuses past the form is named at its field (23514 → message)', async () => {
    const shipment = await existingShipment();
    const refusal = async (changes: Record<string, Json>) => {
      const error = await saveShipment({
        trackingNumber: shipment.id,
        expectedUpdatedAt: shipment.updated_at,
        changes,
        event: null,
      }).then(
        () => null,
        (caught: unknown) => caught,
      );
      return shipmentWriteFailure(error);
    };
    expect(await refusal({ recipientemail: 'a b@example.com' })).toEqual({
      kind: 'refused',
      field: 'recipientemail',
      reason: 'email',
    });
    expect(await refusal({ notifyshipper: true })).toEqual({
      kind: 'refused',
      field: 'shipperemail',
      reason: 'notifyNeedsEmail',
    });
    expect(await refusal({ expecteddeliveryto: '2026-12-01' })).toEqual({
      kind: 'refused',
      field: 'expecteddeliveryto',
      reason: 'expectedOrder',
    });
    expect(await refusal({ recipientlanguage: 'ro' })).toEqual({
      kind: 'refused',
      field: 'recipientlanguage',
      reason: 'language',
    });
  });
});

describe('heavy-load facts (issue #37)', () => {
  it('adds a shipment with its measures, approved permit, escort and pickup window', async () => {
    const user = renderShipmentDialog();
    await settled();
    const trackingNumber = textbox('Nr. urmărire').value;
    await type(user, 'Nume expeditor', 'Landtechnik Huber GmbH');
    await type(user, 'Nume destinatar', 'Ferme Dubois');
    await type(user, 'Lungime (m)', '7,25');
    await type(user, 'Lățime (m)', '3.20');
    await type(user, 'Greutate (kg)', '18.500');
    expect(
      within(screen.getByRole('group', { name: 'Dimensiuni și autorizații' })).getByRole('status'),
    ).toHaveTextContent('Necesită autorizație');
    await user.click(
      screen.getByRole('combobox', { name: 'Autorizație specială de transport (AST)' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Aprobată' }));
    await type(user, 'Număr autorizație', 'AT-2026-118');
    await user.type(screen.getByLabelText(/^Autorizație valabilă până la/), '2026-12-15');
    await user.click(screen.getByRole('combobox', { name: 'Însoțire' }));
    await user.click(await screen.findByRole('option', { name: 'Două mașini de însoțire' }));
    await user.type(screen.getByLabelText('Încărcare de la'), '2026-12-01T06:30');
    await user.click(screen.getByRole('button', { name: 'Adaugă expedierea' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await savedRow(trackingNumber);
    expect(row).toMatchObject({
      length_m: 7.25,
      width_m: 3.2,
      height_m: null,
      weight_kg: 18500,
      permit: 'approved',
      permit_number: 'AT-2026-118',
      permit_valid_until: '2026-12-15',
      escort: 'two',
      pickup_window_to: null,
      request_reference: null,
    });
    expect(new Date(row!.pickup_window_from!).getTime()).toBe(
      new Date(2026, 11, 1, 6, 30).getTime(),
    );
  });

  it('a colleague’s escort and width show in the conflict panel by their names', async () => {
    const shipment = await existingShipment({ width_m: 2.4 });
    const user = renderShipmentDialog(shipment);
    await type(user, 'Lungime (m)', '9');

    const theirs = await colleague.rpc('save_shipment', {
      tracking_number: shipment.id,
      expected_updated_at: shipment.updated_at,
      changes: { width_m: 3.1, escort: 'police' },
    });
    expect(theirs.error).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));

    expect(await conflictTableRows()).toEqual([
      ['Câmp', 'Versiunea salvată', 'Valoarea ta'],
      ['Lungime (m)', '(gol)', '9'],
      ['Lățime (m)', '3,1', '2,4'],
      ['Însoțire', 'Însoțire de poliție', 'Fără însoțire'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Preia versiunea salvată' }));
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedRow(shipment.id)).toMatchObject({
      length_m: 9,
      width_m: 3.1,
      escort: 'police',
    });
  });
});

describe('the road (issue #52)', () => {
  /** A driver's own session, straight to the stack, as the driver app would have it. */
  async function driverClient() {
    const account = await createAccount('driver');
    const client = createClient<Database>(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await client.auth.signInWithPassword(account);
    if (error) throw error;
    return { ...account, client };
  }

  /** The shipment's reports as stored now, oldest first. */
  async function storedReports(id: string) {
    const { data, error } = await colleague
      .from('shipment_reports')
      .select('kind, place, name, note, damage, reservations, phoned, author_role, corrects, id')
      .eq('shipment_id', id)
      .order('received_at');
    if (error) throw error;
    return data;
  }

  /** The report of this kind in the panel's list, once shown (the newest of several). */
  async function reportItem(panel: HTMLElement, kind: string) {
    let found: HTMLElement | undefined;
    await waitFor(() => {
      found = within(panel)
        .getAllByRole('listitem')
        .findLast((item) => item.textContent.startsWith(`${kind} · `));
      expect(found).toBeDefined();
    });
    return found!;
  }

  it('saves both parties’ phones and the notes for the driver, trimmed; refuses a phone with letters', async () => {
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    await type(user, 'Telefon expeditor', 'mobil 0721');
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    const message =
      'Numărul de telefon poate avea cel mult 40 de caractere: cifre, spații și + - ( ) / . (de ex. +49 170 1234567).';
    expect(await screen.findByText(message)).toBeVisible();
    expect(textbox('Telefon expeditor')).toHaveFocus();

    await type(user, 'Telefon expeditor', ' +40 721 123 456 ');
    await type(user, 'Telefon destinatar', '+43 (1) 234-56');
    await type(user, 'Note pentru șofer', ' Poarta 3, sunați la sosire ');
    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedRow(shipment.id)).toMatchObject({
      shipperphone: '+40 721 123 456',
      recipientphone: '+43 (1) 234-56',
      driver_notes: 'Poarta 3, sunați la sosire',
    });
  });

  it('assigns a driver and a plate at once, and the form saves on after it without a conflict', async () => {
    const driver = await driverClient();
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    await type(user, 'Mărfuri transportate', 'Tractor Fendt');
    await user.click(screen.getByRole('combobox', { name: 'Șofer' }));
    await user.click(await screen.findByRole('option', { name: driver.email }));
    await type(user, 'Nr. de înmatriculare', ' B 123 ABC ');
    await user.click(screen.getByRole('button', { name: 'Salvează șoferul și vehiculul' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Gata',
        description: 'Șoferul și vehiculul au fost salvate.',
        variant: 'default',
      }),
    );
    expect(await savedRow(shipment.id)).toMatchObject({
      driver_id: driver.id,
      vehicle_plate: 'B 123 ABC',
      transportedgoods: 'Tractor',
    });
    // The driver now sees it in their own list.
    const { data: theirs, error } = await driver.client.rpc('driver_shipments');
    expect(error).toBeNull();
    expect(theirs?.map((row) => [row.id, row.vehicle_plate])).toEqual([[shipment.id, 'B 123 ABC']]);

    await user.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedRow(shipment.id)).toMatchObject({
      driver_id: driver.id,
      transportedgoods: 'Tractor Fendt',
    });
  });

  it('an assignment after a colleague’s save is the form’s conflict, and assigns once their version is taken', async () => {
    const driver = await driverClient();
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    const theirs = await colleague.rpc('save_shipment', {
      tracking_number: shipment.id,
      expected_updated_at: shipment.updated_at,
      changes: { info: 'Livrare luni' },
    });
    expect(theirs.error).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Șofer' }));
    await user.click(await screen.findByRole('option', { name: driver.email }));
    await user.click(screen.getByRole('button', { name: 'Salvează șoferul și vehiculul' }));
    expect(
      await screen.findByText('Expedierea a fost modificată de altcineva între timp.'),
    ).toHaveAttribute('role', 'alert');
    expect(await savedRow(shipment.id)).toMatchObject({ driver_id: null });

    await user.click(await screen.findByRole('button', { name: 'Preia versiunea salvată' }));
    await user.click(screen.getByRole('combobox', { name: 'Șofer' }));
    await user.click(await screen.findByRole('option', { name: driver.email }));
    await user.click(screen.getByRole('button', { name: 'Salvează șoferul și vehiculul' }));
    await waitFor(async () =>
      expect(await savedRow(shipment.id)).toMatchObject({
        driver_id: driver.id,
        vehicle_plate: null,
        info: 'Livrare luni',
      }),
    );
  });

  it('a report whose answer was lost, sent again from the same form, is stored once', async () => {
    const shipment = await existingShipment();
    const user = renderShipmentDialog(shipment);
    const browserFetch = globalThis.fetch;
    let sent = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (!appRequest(input, '/rpc/submit_shipment_report')) return browserFetch(input, init);
      sent += 1;
      const answer = await browserFetch(input, init);
      // The first one reaches the database, and its answer is lost on the way back.
      if (sent === 1) throw new TypeError('Failed to fetch');
      return answer;
    });
    const panel = await screen.findByRole('region', { name: 'Rapoarte' });
    await user.click(within(panel).getByRole('button', { name: 'Adaugă raport' }));
    const add = await screen.findByRole('dialog', { name: 'Raport pentru un șofer care a sunat' });
    await user.type(within(add).getByRole('textbox', { name: /^Loc/ }), 'Linz, AT');
    await user.click(within(add).getByRole('button', { name: 'Salvează raportul' }));
    expect(await within(add).findByRole('alert')).toBeVisible();
    await user.click(within(add).getByRole('button', { name: 'Salvează raportul' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /sunat/ })).toBeNull());
    expect(sent).toBe(2);
    expect((await storedReports(shipment.id)).map((report) => report.place)).toEqual(['Linz, AT']);
  });

  it('lists the driver’s report, adds one for a driver who phoned once on a double click, and corrects it as a new report', async () => {
    const driver = await driverClient();
    const shipment = await existingShipment();
    const assigned = await colleague.rpc('assign_driver', {
      tracking_number: shipment.id,
      expected_updated_at: shipment.updated_at,
      driver_id: driver.id,
      vehicle_plate: 'B 12 XYZ',
    });
    expect(assigned.error).toBeNull();
    // The driver's photo and signature, stored first as the driver app stores them.
    const key = crypto.randomUUID();
    const photo = `${shipment.id}/reports/${key}/photo-1.jpg`;
    const signature = `${shipment.id}/reports/${key}/signature.png`;
    for (const [path, contentType] of [
      [photo, 'image/jpeg'],
      [signature, 'image/png'],
    ] as const) {
      const stored = await driver.client.storage
        .from('shipment-evidence')
        .upload(path, new Uint8Array([1, 2, 3]), { contentType });
      expect(stored.error).toBeNull();
    }
    const sent = await driver.client.rpc('submit_shipment_report', {
      report: {
        idempotency_key: key,
        tracking_number: shipment.id,
        kind: 'collection',
        recorded_at: '2026-12-03T08:15:00Z',
        position: null,
        place: 'Brașov, RO',
        damage: { state: 'marked', marks: [{ zone: 'left', text: 'Zgârietură ușă' }] },
        note: null,
        name: 'Ion Popescu',
        signature,
        photos: [photo],
        handed_over: { documents: 'CMR', keys: true },
        reservations: null,
      },
    });
    expect(sent.error).toBeNull();

    const { data: row } = await colleague
      .from('shipments')
      .select('*')
      .eq('id', shipment.id)
      .single();
    const user = renderShipmentDialog(shipmentSchema.parse(row));
    const panel = await screen.findByRole('region', { name: 'Rapoarte' });
    const item = await reportItem(panel, 'Preluare');
    expect(item).toHaveTextContent(/^Preluare · 3 dec\. 2026, \d{2}:15/);
    // Named once the drivers' list has arrived.
    await waitFor(() => expect(item).toHaveTextContent(`Trimis de șoferul ${driver.email}`));
    expect(item).toHaveTextContent('LocBrașov, RO');
    expect(item).toHaveTextContent('Deteriorări vizibilePartea stângă: Zgârietură ușă');
    expect(item).toHaveTextContent('Predat de (expeditor)Ion Popescu');
    expect(item).toHaveTextContent('Chei predateda');
    expect(within(panel).queryByRole('button', { name: /Șterge|Editează/ })).toBeNull();
    // Its files through URLs the staff session signs (staff read the bucket under RLS).
    const signed = `/storage/v1/object/sign/shipment-evidence/`;
    expect(
      (await within(item).findByRole('img', { name: 'Semnătura: Ion Popescu' })).getAttribute(
        'src',
      ),
    ).toContain(`${signed}${signature}?token=`);
    expect(
      within(item).getByRole('img', { name: 'Fotografia 1 din 1' }).getAttribute('src'),
    ).toContain(`${signed}${photo}?token=`);

    await user.click(within(panel).getByRole('button', { name: 'Adaugă raport' }));
    const add = await screen.findByRole('dialog', { name: 'Raport pentru un șofer care a sunat' });
    await user.click(within(add).getByRole('combobox', { name: 'Tip' }));
    await user.click(await screen.findByRole('option', { name: 'Predare' }));
    await user.type(within(add).getByRole('textbox', { name: /^Loc/ }), 'Wien, AT');
    await user.type(
      within(add).getByRole('textbox', { name: 'Numele destinatarului' }),
      'Hans Müller',
    );
    await user.click(within(add).getByRole('combobox', { name: 'Deteriorări vizibile' }));
    await user.click(await screen.findByRole('option', { name: 'Nicio deteriorare vizibilă' }));
    await user.type(
      within(add).getByRole('textbox', { name: 'Rezervele destinatarului' }),
      'Lipsește oglinda',
    );
    await user.dblClick(within(add).getByRole('button', { name: 'Salvează raportul' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /sunat/ })).toBeNull());
    // Still in the shipment's dialog, which was not saved by the report's submit.
    expect(dialog(`Editează expedierea ${shipment.id}`)).toBeVisible();
    await reportItem(panel, 'Predare');

    const stored = await storedReports(shipment.id);
    expect(stored.map(({ id: _id, ...report }) => report)).toEqual([
      {
        kind: 'collection',
        place: 'Brașov, RO',
        name: 'Ion Popescu',
        note: null,
        damage: { state: 'marked', marks: [{ zone: 'left', text: 'Zgârietură ușă' }] },
        reservations: null,
        phoned: false,
        author_role: 'driver',
        corrects: null,
      },
      {
        kind: 'delivery',
        place: 'Wien, AT',
        name: 'Hans Müller',
        note: null,
        damage: { state: 'none' },
        reservations: 'Lipsește oglinda',
        phoned: true,
        author_role: 'staff',
        corrects: null,
      },
    ]);
    expect(await savedRow(shipment.id)).toMatchObject({ status: 'Livrat' });

    const delivery = await reportItem(panel, 'Predare');
    expect(delivery).toHaveTextContent('Introdus de birou după apelul șoferului');
    await user.click(within(delivery).getByRole('button', { name: /^Corectează raportul din / }));
    const correct = await screen.findByRole('dialog', { name: /^Corectează raportul din / });
    const reservations = within(correct).getByRole('textbox', { name: 'Rezervele destinatarului' });
    expect(reservations).toHaveValue('Lipsește oglinda');
    await user.clear(reservations);
    await user.type(reservations, 'Oglinda a fost găsită în cabină');
    await user.click(within(correct).getByRole('button', { name: 'Salvează raportul' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Corectează/ })).toBeNull());

    const after = await storedReports(shipment.id);
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({
      kind: 'delivery',
      reservations: 'Oglinda a fost găsită în cabină',
      corrects: after[1]!.id,
      phoned: true,
    });
    // The corrected report is kept as it was.
    expect(after[1]).toMatchObject({ reservations: 'Lipsește oglinda' });
    expect(
      await within(panel).findByText(/^Corectează raportul din /, { selector: 'p' }),
    ).toBeVisible();
  });
});
