/**
 * The party links on /admin/tracking against the real local stack, signed in as the seeded
 * staff account: "Link destinatar" from the row menu (shown once, copied, QR code, replaced),
 * the edit dialog's "Linkuri de urmărire" (expiry, revoke all), the audit trail's lines, and
 * what staff read when the backend cannot be reached. Each test makes its own shipment.
 */
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { currentToasts } from '@/components/ui/toast-store';
import { formatDateTime } from '@/lib/i18n/format';
import { auth } from '@/lib/supabase-auth';
import { ownerSql } from '@/testing/owner-sql';
import { renderApp } from '@/testing/render-app';
import { backend, seededStaff, stack } from '@/testing/stack';
import type { Database } from '#common/database.types';

import { dayOf, endOfDay } from '../expiry-date';

const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});
const visitor = createClient<Database>(stack.apiUrl, stack.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

let counter = 0;
/** A shipment of this test alone (created now, so its links count), found by its number. */
async function newShipment(): Promise<string> {
  counter += 1;
  const id = `TL${Date.now().toString(36)}${counter}`.toUpperCase();
  const { error } = await admin.from('shipments').insert({
    id,
    shippername: 'Ion Popescu',
    recipientname: 'Ferme Dubois',
    totalamount: '1.250 EUR',
  });
  if (error) throw error;
  return id;
}

async function openList(trackingNumber: string) {
  const { error } = await auth.signInWithPassword(seededStaff);
  if (error) throw error;
  return await renderApp(`/admin/tracking?q=${trackingNumber}`);
}

type User = ReturnType<typeof userEvent.setup>;

async function fromRowMenu(user: User, trackingNumber: string, item: string) {
  await user.click(
    await screen.findByRole('button', { name: `Acțiuni pentru expedierea ${trackingNumber}` }),
  );
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** What the database has of the shipment's links, newest first. */
async function storedLinks(trackingNumber: string) {
  const { data, error } = await admin.rpc('tracking_links', { tracking_number: trackingNumber });
  if (error) throw error;
  return data;
}

/** What the public lookup gives a visitor who opens the link. */
async function lookupWith(trackingNumber: string, key: string) {
  // A list, as the site asks for it: the lookup refuses .single() (PT406).
  const { data, error } = await visitor.rpc('track_shipment', {
    tracking_number: trackingNumber,
    party_key: key,
  });
  if (error) throw error;
  expect(data).toHaveLength(1);
  return { access: data[0]?.access, recipientname: data[0]?.recipientname };
}

const toasts = () =>
  currentToasts().map(({ title, description, variant }) => ({ title, description, variant }));

const keyOf = (url: string) => new URL(url).searchParams.get('k') ?? '';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Link destinatar from the row menu', () => {
  it('creates the link, shows it once with its QR code, copies it, and replaces it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const id = await newShipment();
    await openList(id);

    await fromRowMenu(user, id, 'Link destinatar');
    const dialog = await screen.findByRole('dialog', { name: `Link destinatar pentru ${id}` });
    const address = await within(dialog).findByRole('textbox', { name: 'Linkul de urmărire' });
    const url = (address as HTMLInputElement).value;
    expect(url).toMatch(
      new RegExp(`^${window.location.origin}/en/tracking\\?id=${id}&k=[A-Za-z0-9_-]{32}$`),
    );
    expect(address).toHaveFocus();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(url);
    expect(toasts()).toEqual([
      {
        title: 'Link creat',
        description: 'Linkul pentru destinatar a fost creat și copiat.',
        variant: 'default',
      },
    ]);
    expect(
      await within(dialog).findByRole('img', {
        name: `Cod QR al linkului de urmărire pentru destinatar, expedierea ${id}`,
      }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/));
    expect(within(dialog).getByRole('button', { name: 'Descarcă QR (SVG)' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Tipărește' })).toBeVisible();

    // The key shown is the one the database knows: a visitor with it sees the names.
    const first = keyOf(url);
    expect(await lookupWith(id, first)).toEqual({ access: 'full', recipientname: 'Ferme Dubois' });
    const [created] = await storedLinks(id);
    expect(created).toMatchObject({ party: 'recipient', state: 'active' });

    // The customer's language changes the page, not the key, and the clipboard follows.
    await user.click(within(dialog).getByRole('combobox', { name: 'Limba paginii' }));
    await user.click(await screen.findByRole('option', { name: 'Germană' }));
    const german = `${window.location.origin}/de/sendungsverfolgung?id=${id}&k=${first}`;
    await waitFor(() => expect(address).toHaveValue(german));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(german));
    expect(writeText).toHaveBeenCalledTimes(2);
    await user.click(within(dialog).getByRole('button', { name: 'Copiază linkul' }));
    expect(writeText).toHaveBeenLastCalledWith(german);
    expect(toasts().at(-1)).toEqual({
      title: 'Link copiat',
      description: 'Linkul a fost copiat.',
      variant: 'default',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Închide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Acțiuni pentru expedierea ${id}` })).toHaveFocus(),
    );

    // Again: the link exists, and its key cannot be shown any more.
    await fromRowMenu(user, id, 'Link destinatar');
    const again = await screen.findByRole('dialog', { name: `Link destinatar pentru ${id}` });
    expect(
      await within(again).findByRole('heading', { name: 'Există deja un link activ' }),
    ).toBeVisible();
    expect(again).toHaveTextContent(
      'Din motive de securitate, linkul nu se păstrează în clar și nu mai poate fi afișat.',
    );
    expect(again).toHaveTextContent(
      `Creat${formatDateTime(created!.created_at!, 'ro')} de ${seededStaff.email}`,
    );
    // Used once, by the lookup above.
    expect(again).not.toHaveTextContent('niciodată');
    expect(again).toHaveTextContent('Expiră60 de zile după livrare');
    expect(within(again).queryByRole('textbox')).toBeNull();
    expect(again.textContent).not.toContain(first);
    expect(writeText).toHaveBeenCalledTimes(3);

    // Replaced: asked first, then a new key; the old one stops working.
    await user.click(within(again).getByRole('button', { name: 'Înlocuiește linkul' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Înlocuiești linkul pentru destinatar?',
    });
    expect(question).toHaveTextContent('Linkul trimis până acum nu va mai funcționa');
    await user.click(within(question).getByRole('button', { name: 'Înlocuiește linkul' }));
    const replaced = await within(again).findByRole('textbox', { name: 'Linkul de urmărire' });
    const second = keyOf((replaced as HTMLInputElement).value);
    expect(second).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).not.toBe(first);
    expect(writeText).toHaveBeenLastCalledWith(
      `${window.location.origin}/en/tracking?id=${id}&k=${second}`,
    );
    expect((await storedLinks(id)).map((link) => [link.party, link.state])).toEqual([
      ['recipient', 'active'],
      ['recipient', 'revoked'],
    ]);
    expect(await lookupWith(id, second)).toEqual({ access: 'full', recipientname: 'Ferme Dubois' });
  });

  it("shows a colleague's link made at the same moment as the party's link, not an error", async () => {
    const user = userEvent.setup();
    const id = await newShipment();
    await openList(id);
    // The colleague's create lands between this screen's check and its own create.
    const browserFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith(stack.proxyUrl) && url.endsWith('/rpc/create_tracking_link')) {
        const { error } = await admin.rpc('create_tracking_link', {
          tracking_number: id,
          party: 'shipper',
        });
        if (error) throw error;
      }
      return browserFetch(input, init);
    });

    await fromRowMenu(user, id, 'Link expeditor');
    const dialog = await screen.findByRole('dialog', { name: `Link expeditor pentru ${id}` });
    expect(
      await within(dialog).findByRole('heading', { name: 'Există deja un link activ' }),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('de service_role');
    expect(dialog).toHaveTextContent('Ultima folosireniciodată');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect((await storedLinks(id)).map((link) => link.state)).toEqual(['active']);
  });
});

describe('Linkuri de urmărire in the edit dialog', () => {
  it('lists the links, changes an expiry, revokes them all, and the audit trail says so', async () => {
    const user = userEvent.setup();
    const id = await newShipment();
    const made = await admin
      .rpc('create_tracking_link', { tracking_number: id, party: 'shipper' })
      .single();
    expect(made.error).toBeNull();
    await openList(id);

    await fromRowMenu(user, id, 'Editează / actualizează traseul');
    const edit = await screen.findByRole('dialog', { name: `Editează expedierea ${id}` });
    const panel = within(edit).getByRole('region', { name: 'Linkuri de urmărire' });
    const table = await within(panel).findByRole('table', {
      name: `Linkurile expedierii ${id}, cele mai noi primele`,
    });
    const row = () => within(table).getAllByRole('row')[1]!;
    const created = formatDateTime(made.data!.link.created_at!, 'ro');
    expect(
      within(row())
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Expeditor',
      'activ',
      `${created}de service_role`,
      'niciodată',
      '60 de zile după livrareSchimbă expirarea',
    ]);

    // A chosen day: the link works until 23:59 of it.
    const inTenDays = dayOf(new Date(Date.now() + 10 * 86_400_000));
    const changeExpiry = within(row()).getByRole('button', {
      name: `Schimbă expirarea linkului pentru expeditor creat la ${created}`,
    });
    await user.click(changeExpiry);
    let expiry = await screen.findByRole('dialog', { name: 'Expirarea linkului pentru expeditor' });
    const day = within(expiry).getByLabelText('Ultima zi în care funcționează linkul');
    await user.type(day, dayOf(new Date(Date.now() - 86_400_000)));
    await user.click(within(expiry).getByRole('button', { name: 'Salvează' }));
    expect(day).toHaveAccessibleDescription(
      'Lasă gol pentru valoarea implicită: 60 de zile după livrare. Alege ziua de azi sau o zi viitoare.',
    );
    await user.clear(day);
    await user.type(day, inTenDays);
    await user.click(within(expiry).getByRole('button', { name: 'Salvează' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Expirarea linkului pentru expeditor' }),
      ).toBeNull(),
    );
    await waitFor(() => expect(changeExpiry).toHaveFocus());
    expect(toasts()).toEqual([
      { title: 'Gata', description: 'Expirarea linkului a fost schimbată.', variant: 'default' },
    ]);
    const chosen = formatDateTime(endOfDay(inTenDays)!, 'ro');
    await waitFor(() => expect(row()).toHaveTextContent(`${chosen} (dată aleasă)`));
    const [stored] = await storedLinks(id);
    expect(new Date(stored!.expires_at!)).toEqual(endOfDay(inTenDays));

    // Emptied: back to the default.
    await user.click(changeExpiry);
    expiry = await screen.findByRole('dialog', { name: 'Expirarea linkului pentru expeditor' });
    expect(within(expiry).getByLabelText('Ultima zi în care funcționează linkul')).toHaveValue(
      inTenDays,
    );
    await user.clear(within(expiry).getByLabelText('Ultima zi în care funcționează linkul'));
    await user.click(within(expiry).getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(row()).toHaveTextContent('60 de zile după livrare'));
    expect(row()).not.toHaveTextContent('dată aleasă');

    // Revoke all: asked first, then every link is revoked.
    await user.click(within(panel).getByRole('button', { name: 'Revocă linkurile' }));
    const question = await screen.findByRole('alertdialog', {
      name: `Revoci linkurile expedierii ${id}?`,
    });
    await user.click(within(question).getByRole('button', { name: 'Revocă linkurile' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toasts().at(-1)).toEqual({
      title: 'Gata',
      description: 'A fost revocat 1 link.',
      variant: 'default',
    });
    await waitFor(() => expect(within(row()).getByText('revocat')).toBeVisible());
    expect(within(row()).queryByRole('button')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Revocă linkurile' })).toBeDisabled();
    expect((await storedLinks(id)).map((link) => link.state)).toEqual(['revoked']);

    await user.click(within(edit).getByRole('button', { name: 'Anulează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await fromRowMenu(user, id, 'Vezi istoricul');
    const history = await screen.findByRole('dialog', { name: `Istoricul expedierii ${id}` });
    await user.click(within(history).getByRole('tab', { name: 'Modificări' }));
    await within(history).findByText(/link pentru expeditor revocat/);
    const records = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL')
      .map((item) => item.textContent?.replace(/^.* · /, ''));
    expect(records).toEqual([
      `link pentru expeditor revocat de ${seededStaff.email}`,
      `expirarea linkului pentru expeditor schimbată de ${seededStaff.email}Expiră implicit la 60 de zile după livrare.`,
      `expirarea linkului pentru expeditor schimbată de ${seededStaff.email}Expiră: ${chosen} (dată aleasă).`,
      'link pentru expeditor creat de service_role',
      'adăugată de service_role',
    ]);
  });

  it('marks a link revoked by its replacement in the audit trail', async () => {
    const user = userEvent.setup();
    const id = await newShipment();
    for (const replace of [false, true]) {
      const { error } = await admin.rpc('create_tracking_link', {
        tracking_number: id,
        party: 'recipient',
        replace,
      });
      expect(error).toBeNull();
    }
    await openList(id);
    await fromRowMenu(user, id, 'Vezi istoricul');
    const history = await screen.findByRole('dialog', { name: `Istoricul expedierii ${id}` });
    await user.click(within(history).getByRole('tab', { name: 'Modificări' }));
    const revoked = await within(history).findByText(/link pentru destinatar revocat/);
    expect(revoked.closest('li')).toHaveTextContent(
      /link pentru destinatar revocat de service_roleÎnlocuit cu un link nou\.$/,
    );
    expect(
      within(history).getAllByText(/link pentru destinatar creat de service_role/),
    ).toHaveLength(2);
  });
});

describe('when the backend cannot be reached', () => {
  it('says so in the link dialog, and creates the link once it is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const id = await newShipment();
    await openList(id);
    await screen.findByRole('button', { name: `Acțiuni pentru expedierea ${id}` });
    await backend.goDown();

    await fromRowMenu(user, id, 'Link destinatar');
    const dialog = await screen.findByRole('dialog', { name: `Link destinatar pentru ${id}` });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nu s-au putut încărca linkurile.',
    );
    expect(await storedLinks(id)).toEqual([]);

    await backend.comeBack();
    await user.click(within(dialog).getByRole('button', { name: 'Încearcă din nou' }));
    const address = await within(dialog).findByRole('textbox', { name: 'Linkul de urmărire' });
    expect(keyOf((address as HTMLInputElement).value)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await storedLinks(id)).map((link) => link.state)).toEqual(['active']);
  });

  it('keeps the revoke question and the typed expiry, with the reason in the toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const id = await newShipment();
    const made = await admin.rpc('create_tracking_link', { tracking_number: id, party: 'shipper' });
    expect(made.error).toBeNull();
    await openList(id);
    await fromRowMenu(user, id, 'Editează / actualizează traseul');
    const edit = await screen.findByRole('dialog', { name: `Editează expedierea ${id}` });
    const panel = within(edit).getByRole('region', { name: 'Linkuri de urmărire' });
    await within(panel).findByText('activ');
    await backend.goDown();

    const unreachable =
      'Serverul nu poate fi contactat. Verifică conexiunea la internet și încearcă din nou.';
    await user.click(within(panel).getByRole('button', { name: /^Schimbă expirarea linkului/ }));
    const expiry = await screen.findByRole('dialog', {
      name: 'Expirarea linkului pentru expeditor',
    });
    const inTenDays = dayOf(new Date(Date.now() + 10 * 86_400_000));
    await user.type(
      within(expiry).getByLabelText('Ultima zi în care funcționează linkul'),
      inTenDays,
    );
    await user.click(within(expiry).getByRole('button', { name: 'Salvează' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          title: 'Eroare',
          description: `Expirarea nu a putut fi schimbată. ${unreachable}`,
          variant: 'destructive',
        },
      ]),
    );
    expect(expiry).toBeVisible();
    expect(within(expiry).getByLabelText('Ultima zi în care funcționează linkul')).toHaveValue(
      inTenDays,
    );
    await waitFor(() =>
      expect(within(expiry).getByRole('button', { name: 'Salvează' })).toBeEnabled(),
    );
    await user.click(within(expiry).getByRole('button', { name: 'Renunță' }));

    await user.click(await within(panel).findByRole('button', { name: 'Revocă linkurile' }));
    const question = await screen.findByRole('alertdialog', {
      name: `Revoci linkurile expedierii ${id}?`,
    });
    await user.click(within(question).getByRole('button', { name: 'Revocă linkurile' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({
        title: 'Eroare',
        description: `Linkurile nu au putut fi revocate. ${unreachable}`,
        variant: 'destructive',
      }),
    );
    expect(question).toBeVisible();
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Revocă linkurile' })).toBeEnabled(),
    );
    expect((await storedLinks(id)).map((link) => link.state)).toEqual(['active']);

    await backend.comeBack();
    await user.click(within(question).getByRole('button', { name: 'Revocă linkurile' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await storedLinks(id)).map((link) => link.state)).toEqual(['revoked']);
  });
});

describe('the link period staff read', () => {
  it("follows the owner's setting in the database (issue #27)", async () => {
    const user = userEvent.setup();
    const id = await newShipment();
    const made = await admin.rpc('create_tracking_link', { tracking_number: id, party: 'shipper' });
    expect(made.error).toBeNull();
    // This file's tests run one after the other: none of them reads the period meanwhile.
    await ownerSql('update private.tracking_settings set default_link_days = 7');
    try {
      await openList(id);
      await fromRowMenu(user, id, 'Editează / actualizează traseul');
      const edit = await screen.findByRole('dialog', { name: `Editează expedierea ${id}` });
      const panel = within(edit).getByRole('region', { name: 'Linkuri de urmărire' });
      const table = await within(panel).findByRole('table', {
        name: `Linkurile expedierii ${id}, cele mai noi primele`,
      });
      const row = within(table).getAllByRole('row')[1]!;
      await waitFor(() => expect(row).toHaveTextContent('7 zile după livrare'));
      expect(row).not.toHaveTextContent('60 de zile');
    } finally {
      await ownerSql('update private.tracking_settings set default_link_days = default');
    }
  });
});
