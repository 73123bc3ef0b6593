/**
 * The tracking page with its real fetcher against a real stack (seeded with supabase/seed.sql):
 * what a customer sees for a number alone, a party link, a refused key, an unknown number and
 * stored text of every kind (DECISIONS 18).
 */
import { createClient } from '@supabase/supabase-js';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, inject, it } from 'vitest';

import { currentToasts, dismissToast } from '@/components/ui/toast-store';
import { SITE_URL } from '@/lib/company';
import { forgetPublicReads } from '@/lib/public-api/public-read-cache';
import { renderInLanguage } from '@/testing/render-in-language';
import { createAccount } from '@/testing/stack';
import type { Database } from '#common/database.types';
import type { Language } from '#common/languages';

import { SEED_RECIPIENT_KEY, SEED_TRACKING_NUMBER } from '../../../../dev-support/demo-seed';
import { TrackingPage } from './tracking-page';

const { apiUrl, serviceRoleKey } = inject('componentStack');
const admin = createClient<Database>(apiUrl, serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** The seeded shipment in transit and its recipient link (supabase/seed.sql). */
const SEEDED = SEED_TRACKING_NUMBER;
const SEEDED_LINK = `?id=${SEEDED}&k=${SEED_RECIPIENT_KEY}`;
/** 32 characters of the key alphabet that are no shipment's key. */
const WRONG_KEY = 'wrong-key-wrong-key-wrong-key-00';
/** What only a party link may show of the seeded shipment. */
const SEEDED_PERSONAL = [
  'Landtechnik Huber GmbH',
  'Industriestraße 14, 84130 Dingolfing, Deutschland',
  'Ferme Dubois EARL',
  '12 Route de Chartres, 28000 Chartres, France',
  'Traktor Fendt 724 Vario (2019)',
  'Frontlader, 2 Ersatzschlüssel',
  '118.500,00 EUR',
  '120.130,00 EUR',
  'Treuhandkonto (Überweisung)',
];
let sequence = 0;

/** A shipment of this test's own, written with the service_role key. */
async function shipment(fields: Partial<Database['public']['Tables']['shipments']['Insert']>) {
  sequence += 1;
  const id = `CS-${Date.now().toString(36)}-${sequence}`;
  const { error } = await admin
    .from('shipments')
    .insert({ id, shippername: 'Test Shipper', recipientname: 'Test Recipient', ...fields });
  if (error) throw error;
  return id;
}

/** The search of a party link to `id`, made as staff make it (the only time its key is read). */
async function partyLink(id: string) {
  const { data, error } = await admin
    .rpc('create_tracking_link', { tracking_number: id, party: 'shipper' })
    .single();
  if (error) throw error;
  return `?id=${encodeURIComponent(id)}&k=${data.key}`;
}

function renderPage(lang: Language, url: string) {
  return renderInLanguage(<TrackingPage />, { lang, url });
}

const toastTexts = () => currentToasts().map((t) => `${t.title}: ${t.description ?? ''}`);
const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const liveRegion = () => document.querySelector('p[aria-live]');
const copiedUrl = () => screen.getByRole('button', { name: 'Copy link' }).dataset.url;

/** None of `texts` anywhere on the page, hidden text included. */
function expectNoneShown(texts: readonly string[]) {
  const page = document.body.textContent ?? '';
  expect(texts.filter((text) => page.includes(text))).toEqual([]);
}

beforeEach(() => {
  forgetPublicReads();
  for (const item of currentToasts()) dismissToast(item.id);
});

describe('tracking page on the stack', () => {
  it('looks up a number from the URL, trimmed, and shows the journey without the people', async () => {
    renderPage('en', `/en/tracking?id=%20${SEEDED}%20`);
    const heading = await screen.findByRole('heading', { name: `Shipment ${SEEDED}` });
    expect(screen.getByRole('textbox')).toHaveValue(SEEDED);
    expect(cardTitles()).toEqual([
      'Shipment progress',
      'Shipment details',
      'Full details through your personal link',
      'Route history',
      'Current location',
    ]);
    const details = within(
      screen.getByRole('heading', { name: 'Shipment details' }).closest('section')!,
    );
    expect(details.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      SEEDED,
      'In transit',
    ]);
    expectNoneShown(SEEDED_PERSONAL);
    const notice = screen.getByRole('note', { name: 'Full details through your personal link' });
    expect(notice).toHaveTextContent(
      'The tracking number alone shows the status and route of the shipment. Names, addresses, goods and prices are available only through the personal link we sent to the shipper and the recipient.',
    );
    expect(
      within(notice).getByRole('link', { name: 'Contact us to request the link' }),
    ).toHaveAttribute('href', '/en/contact');
    expect(await screen.findByTestId('location-map')).toHaveTextContent('48.5734, 7.7521');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(liveRegion()?.textContent).toBe(`Shipment ${SEEDED} found.`);
    expect(toastTexts()).toEqual([`Shipment found: Shipment ${SEEDED} found.`]);
    expect(copiedUrl()).toBe(`${SITE_URL}/en/tracking?id=${SEEDED}`);
  });

  it('in German says the same, formally, and its contact link opens the contact page', async () => {
    renderInLanguage(
      <Routes>
        <Route path="/de/sendungsverfolgung" element={<TrackingPage />} />
        <Route path="/de/kontakt" element={<h1>Kontaktseite</h1>} />
      </Routes>,
      { lang: 'de', url: `/de/sendungsverfolgung?id=${SEEDED}` },
    );
    const notice = await screen.findByRole('note', {
      name: 'Alle Details über Ihren persönlichen Link',
    });
    expect(notice).toHaveTextContent(
      'Mit der Sendungsnummer allein sehen Sie nur Status und Route der Sendung. Namen, Adressen, Transportgut und Preise sind nur über den persönlichen Link abrufbar, den wir dem Absender und dem Empfänger geschickt haben.',
    );
    expectNoneShown(SEEDED_PERSONAL);
    await userEvent.click(
      within(notice).getByRole('link', { name: 'Link über unsere Kontaktseite anfordern' }),
    );
    expect(await screen.findByRole('heading', { name: 'Kontaktseite' })).toBeVisible();
  });

  it('opens every card through the party link, and its copied link keeps the key', async () => {
    const user = userEvent.setup();
    renderPage('en', `/en/tracking${SEEDED_LINK}`);
    const heading = await screen.findByRole('heading', { name: `Shipment ${SEEDED}` });
    expect(cardTitles()).toEqual([
      'Shipment progress',
      'Shipper',
      'Recipient',
      'Shipment details',
      'Costs and payment',
      'Route history',
      'Current location',
    ]);
    for (const text of SEEDED_PERSONAL) expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(liveRegion()?.textContent).toBe(`Shipment ${SEEDED} found.`);
    expect(toastTexts()).toEqual([`Shipment found: Shipment ${SEEDED} found.`]);

    const link = `${SITE_URL}/en/tracking?id=${SEEDED}&k=${SEED_RECIPIENT_KEY}`;
    expect(copiedUrl()).toBe(link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('shows the journey and says why when the key is refused, and copies the number-only link', async () => {
    const user = userEvent.setup();
    renderPage('en', `/en/tracking?id=${SEEDED}&k=${WRONG_KEY}`);
    const heading = await screen.findByRole('heading', { name: `Shipment ${SEEDED}` });
    const notice = screen.getByRole('note', { name: 'This link is not valid' });
    expect(notice).toHaveTextContent(
      'The link is incorrect, has expired or has been deactivated. Only the status and route of the shipment are shown.',
    );
    expect(within(notice).getByRole('link', { name: 'Contact us for a new link' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    expect(cardTitles()).toEqual([
      'Shipment progress',
      'Shipment details',
      'This link is not valid',
      'Route history',
      'Current location',
    ]);
    expectNoneShown(SEEDED_PERSONAL);
    await waitFor(() => expect(heading).toHaveFocus());
    // Not an error: the shipment was found, and the refusal is announced with it.
    expect(liveRegion()?.textContent).toBe(
      `Shipment ${SEEDED} found. This link is not valid. The link is incorrect, has expired or has been deactivated. Only the status and route of the shipment are shown.`,
    );
    expect(screen.queryByTestId('tracking-error')).toBeNull();
    expect(toastTexts()).toEqual([`Shipment found: Shipment ${SEEDED} found.`]);

    const link = `${SITE_URL}/en/tracking?id=${SEEDED}`;
    expect(copiedUrl()).toBe(link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('keeps the key when the same number is sent again, and drops it for a new number', async () => {
    const user = userEvent.setup();
    renderPage('en', `/en/tracking${SEEDED_LINK}`);
    await screen.findByRole('heading', { name: 'Shipper' });
    await user.click(screen.getByRole('button', { name: 'Track shipment' }));
    await waitFor(() => expect(toastTexts()).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Shipper' })).toBeVisible();

    // The seeded recipient key belongs to 482913: sent with 731546 it would be refused.
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '731546');
    await user.click(screen.getByRole('button', { name: 'Track shipment' }));
    expect(
      await screen.findByRole('note', { name: 'Full details through your personal link' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Shipment 731546' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Shipper' })).toBeNull();
    expect(copiedUrl()).toBe(`${SITE_URL}/en/tracking?id=731546`);
  });

  it('translates the known statuses, keeps others as stored, newest first', async () => {
    const id = await shipment({
      status: 'În tranzit',
      shipperaddress: 'Industriestraße 14\n84130 Dingolfing',
      history: [
        {
          status: 'Expediere creată',
          location: 'Dingolfing, DE',
          date: '2026-11-16T08:12:00.000Z',
        },
        { status: 'În tranzit', location: 'Strasbourg, FR', date: '2026-11-18T09:05:00.000Z' },
        { status: 'Beim Zoll', location: 'Stuttgart, DE', date: '2026-11-17T14:40:00.000Z' },
      ],
    });
    renderPage('de', `/de/sendungsverfolgung${await partyLink(id)}`);
    await screen.findByRole('heading', { name: `Sendung ${id}` });
    const history = within(
      screen.getByRole('heading', { name: 'Routenverlauf' }).closest('section')!,
    );
    const items = history.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Unterwegs',
      'Beim Zoll',
      'Sendung erstellt',
    ]);
    expect(items.map((item) => item.querySelector('svg')?.getAttribute('data-color'))).toEqual([
      'green',
      'blue',
      'blue',
    ]);
    expect(items[0]).toHaveTextContent('18.11.2026');
    // Free text as stored, line breaks kept, not HTML.
    expect(screen.getByText(/Industriestraße 14/).textContent).toBe(
      'Industriestraße 14\n84130 Dingolfing',
    );
  });

  it('shows a problem as a warning and marks the progress', async () => {
    const id = await shipment({
      status: 'Probleme',
      history: [
        {
          status: 'Expediere creată',
          location: 'Dingolfing, DE',
          date: '2026-11-16T08:12:00.000Z',
        },
        { status: 'În tranzit', location: 'Stuttgart, DE', date: '2026-11-17T14:40:00.000Z' },
        { status: 'Probleme', location: 'Strasbourg, FR', date: '2026-11-18T09:05:00.000Z' },
      ],
    });
    renderPage('en', `/en/tracking?id=${id}`);
    await screen.findByRole('heading', { name: `Shipment ${id}` });
    expect(
      screen.getByText('There is a problem with this shipment. We will contact you.'),
    ).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Shipment progress' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-state')),
    ).toEqual(['done', 'current', 'upcoming']);
  });

  it('says so when there is no history and shows no map without a position', async () => {
    const id = await shipment({ status: 'Beim Zoll', info: 'Call us before 10.' });
    renderPage('en', `/en/tracking?id=${id}`);
    await screen.findByRole('heading', { name: `Shipment ${id}` });
    expect(screen.getByText('No history exists for this shipment yet.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Current location' })).toBeNull();
    const details = within(
      screen.getByRole('heading', { name: 'Shipment details' }).closest('section')!,
    );
    expect(details.getByText('Beim Zoll')).toBeVisible();
    // The shipment's own note is for the parties: staff write names and phone numbers there.
    expectNoneShown(['Call us before 10.', 'Test Shipper', 'Test Recipient']);
  });

  it("shows the shipment's note through the party link", async () => {
    const id = await shipment({ status: 'Beim Zoll', info: 'Call us before 10.' });
    renderPage('en', `/en/tracking${await partyLink(id)}`);
    await screen.findByRole('heading', { name: `Shipment ${id}` });
    const details = within(
      screen.getByRole('heading', { name: 'Shipment details' }).closest('section')!,
    );
    expect(details.getByText('Call us before 10.')).toBeVisible();
    expect(screen.getByText('Test Shipper')).toBeVisible();
  });

  it('shows dimensions and weight through the party link, the reader’s way, never to the number alone', async () => {
    const id = await shipment({ length_m: 18.4, width_m: 3.2, height_m: 4.05, weight_kg: 42000 });
    renderPage('de', `/de/sendungsverfolgung${await partyLink(id)}`);
    await screen.findByRole('heading', { name: `Sendung ${id}` });
    const details = within(
      screen.getByRole('heading', { name: 'Sendungsdetails' }).closest('section')!,
    );
    expect(details.getByText('Maße (L × B × H)').nextSibling).toHaveTextContent(
      '18,4 × 3,2 × 4,05 m',
    );
    expect(details.getByText('Gewicht').nextSibling).toHaveTextContent('42.000 kg');
    cleanup();
    forgetPublicReads();

    renderPage('de', `/de/sendungsverfolgung?id=${encodeURIComponent(id)}`);
    await screen.findByRole('heading', { name: `Sendung ${id}` });
    expect(screen.queryByText('Gewicht')).toBeNull();
    expectNoneShown(['18,4', '42.000 kg']);
  });

  it.each([
    ['en', 'No shipment found with number 000404', 'Error'],
    ['de', 'Keine Sendung mit der Nummer 000404 gefunden', 'Fehler'],
  ] as const)(
    'in %s answers an unknown number inline and in a toast',
    async (lang, message, title) => {
      renderPage(lang, `/${lang}/x?id=000404`);
      const box = await screen.findByTestId('tracking-error');
      expect(box).toHaveTextContent(message);
      await waitFor(() => expect(box).toHaveFocus());
      expect(currentToasts()).toEqual([
        expect.objectContaining({ title, description: message, variant: 'destructive' }),
      ]);
    },
  );

  it('clears the previous outcome when a new lookup finds the shipment', async () => {
    renderPage('en', '/en/tracking?id=000405');
    await screen.findByTestId('tracking-error');
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, SEEDED);
    await userEvent.click(screen.getByRole('button', { name: 'Track shipment' }));
    expect(await screen.findByRole('heading', { name: `Shipment ${SEEDED}` })).toBeVisible();
    expect(screen.queryByTestId('tracking-error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Track shipment' })).toBeEnabled();
  });

  it('shows hostile text as text', async () => {
    const script = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    const id = await shipment({ shippername: script, info: script });
    renderPage('en', `/en/tracking${await partyLink(id)}`);
    await screen.findByRole('heading', { name: `Shipment ${id}` });
    expect(screen.getAllByText(script)).toHaveLength(2);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});

describe('expected delivery (issue #26)', () => {
  const details = () =>
    within(
      screen
        .getByRole('heading', { name: /^(Sendungsdetails|Shipment details|Détails de l’envoi)$/ })
        .closest('section')!,
    );

  it('shows the window with the number alone, in the page language and its date format', async () => {
    const id = await shipment({
      status: 'În tranzit',
      expecteddeliveryfrom: '2026-12-01',
      expecteddeliveryto: '2026-12-03',
    });
    renderPage('de', `/de/sendungsverfolgung?id=${id}`);
    await screen.findByRole('heading', { name: `Sendung ${id}` });
    expect(details().getByText('Voraussichtliche Zustellung')).toBeVisible();
    expect(details().getByText('1.–3. Dezember 2026')).toBeVisible();
  });

  it('shows a single day through the party link, and nothing once delivered', async () => {
    const id = await shipment({ status: 'În tranzit', expecteddeliveryfrom: '2026-12-01' });
    renderPage('fr', `/fr/suivi${await partyLink(id)}`);
    await screen.findByRole('heading', { name: `Envoi ${id}` });
    expect(details().getByText('Livraison prévue')).toBeVisible();
    expect(details().getByText('1 décembre 2026')).toBeVisible();
    cleanup();
    forgetPublicReads();

    const delivered = await shipment({
      status: 'Livrat',
      expecteddeliveryfrom: '2026-12-01',
      expecteddeliveryto: '2026-12-03',
    });
    renderPage('en', `/en/tracking?id=${delivered}`);
    await screen.findByRole('heading', { name: `Shipment ${delivered}` });
    expect(screen.queryByText('Expected delivery')).not.toBeInTheDocument();
    expect(
      details()
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual([delivered, 'Delivered']);
  });
});

describe('the proof of collection and delivery (issue #52)', () => {
  const folder = (id: string, key: string) => `${id}/reports/${key}`;
  /** A few bytes a browser would call a JPEG, and a PNG (the bucket checks the type). */
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  /** A shipment with a collection report and its photo and signature, sent by staff. */
  async function collectedShipment() {
    const desk = createClient<Database>(apiUrl, inject('componentStack').anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const signedIn = await desk.auth.signInWithPassword(await createAccount(true));
    if (signedIn.error) throw signedIn.error;
    const id = await shipment({});
    const key = crypto.randomUUID();
    const photo = `${folder(id, key)}/photo-1.jpg`;
    const signature = `${folder(id, key)}/signature.png`;
    const files = desk.storage.from('shipment-evidence');
    for (const [path, bytes, contentType] of [
      [photo, JPEG, 'image/jpeg'],
      [signature, PNG, 'image/png'],
    ] as const) {
      const { error } = await files.upload(path, bytes, { contentType });
      if (error) throw error;
    }
    const { error } = await desk.rpc('submit_shipment_report', {
      report: {
        idempotency_key: key,
        tracking_number: id,
        kind: 'collection',
        recorded_at: '2026-12-03T08:15:00Z',
        position: null,
        place: 'Augsburg, DE',
        damage: { state: 'marked', marks: [{ zone: 'front', text: 'Delle im Kotflügel' }] },
        note: null,
        name: 'Franz Huber',
        signature,
        photos: [photo],
        handed_over: { documents: 'Fahrzeugbrief', keys: true },
        reservations: null,
        phoned: true,
      },
    });
    if (error) throw error;
    return { id, photo, signature };
  }

  it('shows the report in German through the party link, its files through signed URLs', async () => {
    const { id, photo, signature } = await collectedShipment();
    renderPage('de', `/de/sendungsverfolgung${await partyLink(id)}`);
    const proof = await screen.findByRole('heading', {
      name: 'Nachweis von Abholung und Zustellung',
    });
    const section = within(proof.closest('section')!);
    const report = section.getByRole('article', { name: /^Abholung · 03\.12\.2026, \d{2}:15$/ });
    const field = (label: string) =>
      within(report).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('Ort')).toHaveTextContent('Augsburg, DE');
    expect(field('Sichtbare Schäden')).toHaveTextContent('Vorne: Delle im Kotflügel');
    expect(field('Übergebene Dokumente')).toHaveTextContent('Fahrzeugbrief');
    expect(field('Übergeben von')).toHaveTextContent('Franz Huber');
    const drawn = await within(report).findByRole('img', { name: 'Unterschrift von Franz Huber' });
    expect(drawn.getAttribute('src')).toContain(
      `/storage/v1/object/sign/shipment-evidence/${signature}?token=`,
    );
    const thumbnail = within(report).getByRole('button', { name: 'Foto 1 von 1 vergrößern' });
    expect(thumbnail.querySelector('img')?.getAttribute('src')).toContain(
      `/storage/v1/object/sign/shipment-evidence/${photo}?token=`,
    );
  });

  it('shows nothing of it to the number alone', async () => {
    const { id } = await collectedShipment();
    renderPage('de', `/de/sendungsverfolgung?id=${encodeURIComponent(id)}`);
    await screen.findByRole('heading', { name: `Sendung ${id}` });
    expect(screen.queryByText('Nachweis von Abholung und Zustellung')).toBeNull();
    expectNoneShown(['Franz Huber', 'Delle im Kotflügel', 'Fahrzeugbrief']);
  });
});
