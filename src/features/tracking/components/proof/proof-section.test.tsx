/**
 * The proof a party link shows (issue #52), from the reports the lookup carries. The files'
 * signed URLs come from the shipment-evidence function over the network: here a stub of
 * `fetch` answers as the function does (its real answers: tests/integration/shipment-evidence),
 * so what is tested is what the section asks and shows.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/lib/env';
import { forgetPublicReads } from '@/lib/public-api/public-read-cache';
import { renderInLanguage } from '@/testing/render-in-language';
import type { Language } from '#common/languages';

import { ProofSection } from './proof-section';

const folder = 'NX-7/reports/0b6c3c8e-5d1f-4a57-9d2b-2f1c3a4b5c6d';
const collection = {
  id: 'a1',
  kind: 'collection',
  recorded_at: '2026-12-03T08:15:00Z',
  place: 'Augsburg, DE',
  position: { lat: 48.37, lng: 10.89 },
  damage: { state: 'marked', marks: [{ zone: 'left', text: 'Kratzer an der Tür' }] },
  note: 'Motor läuft',
  name: 'Franz Huber',
  signature: `${folder}/signature.png`,
  photos: [`${folder}/photo-1.jpg`, `${folder}/photo-2.jpg`],
  handed_over: { documents: 'Fahrzeugbrief', keys: true },
  reservations: null,
  corrects: null,
};
const position = {
  ...collection,
  id: 'p1',
  kind: 'position',
  recorded_at: '2026-12-03T14:00:00Z',
  place: null,
  photos: [],
  signature: null,
};
const delivery = {
  ...collection,
  id: 'd1',
  kind: 'delivery',
  recorded_at: '2026-12-04T10:30:00Z',
  place: 'Chartres, FR',
  damage: { state: 'none' },
  note: null,
  name: 'Marie Dubois',
  signature: null,
  photos: [],
  handed_over: null,
  reservations: 'Spiegel fehlt',
  corrects: null,
};
const correction = { ...delivery, id: 'd2', corrects: 'd1', reservations: 'Spiegel nachgeliefert' };

const signedUrl = (path: string) => `https://files.example/${path}?token=t`;

function answerFiles() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const { paths } = JSON.parse(init?.body as string) as { paths: string[] };
    const files = paths.map((name) => ({ name, signed_url: signedUrl(name) }));
    return Promise.resolve(Response.json({ expires_in: 300, files, missing: [] }));
  });
}

function renderProof(reports: unknown[], lang: Language = 'de') {
  return renderInLanguage(
    <ProofSection
      reports={reports}
      trackingNumber="NX-7"
      partyKey="party-key-1"
      parties={{
        shipper: { name: 'Franz Huber', address: 'Augsburg' },
        recipient: { name: 'Marie Dubois', address: 'Chartres' },
      }}
    />,
    { lang, url: `/${lang}/x` },
  );
}

// Each test asks the function afresh: no answer of an earlier one from the public cache.
beforeEach(() => forgetPublicReads());
afterEach(() => vi.restoreAllMocks());

describe('the proof section', () => {
  it('shows a collection report in German: time, place, damage, handover, name, signature', async () => {
    answerFiles();
    renderProof([collection]);
    const report = screen.getByRole('article', { name: /^Abholung · 03\.12\.2026, \d{2}:15$/ });
    const field = (label: string) =>
      within(report).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('Ort')).toHaveTextContent('Augsburg, DE');
    expect(field('Sichtbare Schäden')).toHaveTextContent('Linke Seite: Kratzer an der Tür');
    expect(field('Anmerkung')).toHaveTextContent('Motor läuft');
    expect(field('Übergebene Dokumente')).toHaveTextContent('Fahrzeugbrief');
    expect(field('Schlüssel übergeben')).toHaveTextContent('Ja');
    expect(field('Übergeben von')).toHaveTextContent('Franz Huber');
    expect(
      await within(report).findByRole('img', { name: 'Unterschrift von Franz Huber' }),
    ).toHaveAttribute('src', signedUrl(collection.signature));
    expect(within(report).queryByText('Vorbehalte')).toBeNull();
  });

  it('offers a condition report (PDF) per collection and delivery in the page language, once their files are signed', async () => {
    answerFiles();
    renderProof([collection, position, delivery], 'pl');
    const papers = () => screen.getAllByRole('button', { name: /^Protokół stanu \(PDF\): / });
    expect(papers().map((button) => button.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Protokół stanu \(PDF\): Odbiór, 3 \S+ 2026, \d{2}:15$/),
      expect.stringMatching(/^Protokół stanu \(PDF\): Dostawa, 4 \S+ 2026, \d{2}:30$/),
    ]);
    // The collection's photos and signature are not signed yet; the delivery has no files.
    expect(papers().map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, false]);
    await screen.findByRole('img', { name: 'Podpis: Franz Huber' });
    expect(papers().map((button) => (button as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
    ]);
  });

  it('asks the function once for the reports’ files with the party key, as the tracking page calls', async () => {
    const requests = answerFiles();
    renderProof([collection, position, delivery]);
    await screen.findByRole('img', { name: 'Unterschrift von Franz Huber' });
    expect(requests).toHaveBeenCalledTimes(1);
    const [url, init] = requests.mock.calls[0]!;
    expect(url).toBe(`${env.supabaseUrl}/functions/v1/shipment-evidence`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${env.supabaseAnonKey}`,
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init?.body as string)).toEqual({
      tracking_number: 'NX-7',
      party_key: 'party-key-1',
      paths: [...collection.photos, collection.signature],
    });
  });

  it('shows the photos as thumbnails that open large, and close back to their thumbnail', async () => {
    answerFiles();
    renderProof([collection], 'en');
    const second = await screen.findByRole('button', { name: 'Enlarge photo 2 of 2' });
    await userEvent.click(second);
    expect(screen.getByRole('img', { name: 'Photo 2 of 2' })).toHaveAttribute(
      'src',
      signedUrl(collection.photos[1]!),
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('img', { name: 'Photo 2 of 2' })).toBeNull();
    expect(second).toHaveFocus();
  });

  it('shows a delivery with its reservations, a correction as such, and the positions as a list', () => {
    answerFiles();
    renderProof([collection, position, delivery, correction], 'fr');
    const corrected = screen.getAllByRole('article', { name: /^Livraison · 4 déc\. 2026/ });
    expect(corrected).toHaveLength(2);
    expect(within(corrected[0]!).queryByText(/^Rectification/)).toBeNull();
    expect(
      within(corrected[1]!).getByText(/^Rectification du rapport du 4 déc\. 2026, \d{2}:30$/),
    ).toBeVisible();
    expect(within(corrected[1]!).getByText('Spiegel nachgeliefert')).toBeVisible();
    expect(within(corrected[0]!).getByText('Aucun dommage apparent')).toBeVisible();
    expect(within(corrected[0]!).getByText('Réceptionné par').nextElementSibling).toHaveTextContent(
      'Marie Dubois',
    );
    const positions = screen.getByRole('heading', { name: 'Positions en cours de route' });
    expect(positions.nextElementSibling).toHaveTextContent(
      /^3 déc\. 2026, \d{2}:00: 48,37, 10,89$/,
    );
  });

  it('says when the files cannot be shown, keeps the reports, and asks again on request', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      Response.json({ code: 'error', message: 'boom' }, { status: 500 }),
    );
    renderProof([collection], 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Fotos und Unterschriften können derzeit nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
    );
    expect(screen.getByText('Franz Huber')).toBeVisible();
    answerFiles();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('img', { name: 'Unterschrift von Franz Huber' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks nothing when no report has a file', () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    renderProof([delivery], 'en');
    expect(screen.getByText('Spiegel fehlt')).toBeVisible();
    expect(requests).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
