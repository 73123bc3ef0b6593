import 'fake-indexeddb/auto';

import { act, renderHook, waitFor } from '@testing-library/react';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';

import type { ProcessedPhoto } from '../photo/processed-photo';
import type { ReportDraft } from '../report-draft';
import { outboxChanged } from './outbox-changes';
import type { StoredFile, StoredReport } from './outbox-db';
import { removeReport, setRefusal, waitingReports } from './outbox-records';
import { saveReport } from './save-report';
import { useOutbox } from './use-outbox';

const draft = (trackingNumber: string): ReportDraft => ({
  trackingNumber,
  kind: 'collection',
  recordedAt: '2026-12-07T18:31:02.000Z',
  position: { lat: 44.43, lng: 26.1 },
  place: null,
  damage: { state: 'none' },
  note: null,
  name: 'Ion Popescu',
  reservations: null,
  handedOver: { documents: 'CMR', keys: true },
});

const photo = (text: string): ProcessedPhoto => ({
  blob: new Blob([text], { type: 'image/jpeg' }),
  type: 'image/jpeg',
  width: 2048,
  height: 1536,
  originalBytes: 4_000_000,
  capturedAt: null,
});

afterEach(async () => {
  for (const report of await waitingReports()) await removeReport(report.key);
});

/** What a new page finds after a reload: its own connection to the same database. */
async function readAfterReload() {
  const db = await openDB('driver-outbox');
  const reports = (await db.getAll('reports')) as StoredReport[];
  const files = (await db.getAll('files')) as StoredFile[];
  db.close();
  return { reports, files };
}

describe('saveReport', () => {
  it('keeps the report and every file, as bytes, before it resolves', async () => {
    const key = await saveReport(draft('RO123'), [photo('one'), photo('two')], new Blob(['sig']));
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const { reports, files } = await readAfterReload();
    expect(reports).toEqual([
      {
        seq: expect.any(Number) as number,
        key,
        draft: draft('RO123'),
        savedAt: expect.any(String) as string,
        files: [
          { name: 'photo-1.jpg', type: 'image/jpeg', stored: false, uploadUrl: null },
          { name: 'photo-2.jpg', type: 'image/jpeg', stored: false, uploadUrl: null },
          { name: 'signature.png', type: 'image/png', stored: false, uploadUrl: null },
        ],
        refusal: null,
      },
    ]);
    const text = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes);
    expect(files.map((file) => [file.report, file.name, text(file.bytes)])).toEqual([
      [key, 'photo-1.jpg', 'one'],
      [key, 'photo-2.jpg', 'two'],
      [key, 'signature.png', 'sig'],
    ]);
  });

  it('removes a report with all its files, and only that one', async () => {
    const first = await saveReport(draft('RO1'), [photo('a')], null);
    const second = await saveReport(draft('RO2'), [photo('b')], null);
    await removeReport(first);
    const { reports, files } = await readAfterReload();
    expect(reports.map((r) => r.key)).toEqual([second]);
    expect(files.map((f) => [f.report, f.name])).toEqual([[second, 'photo-1.jpg']]);
  });
});

describe('useOutbox', () => {
  it('counts the waiting reports, oldest first, with their refusals', async () => {
    const { result } = renderHook(() => useOutbox());
    await waitFor(() => expect(result.current.waiting).toBe(0));
    const first = await act(() => saveReport(draft('RO1'), [photo('a'), photo('b')], null));
    const second = await act(() => saveReport(draft('RO2'), [], null));
    await waitFor(() => expect(result.current.waiting).toBe(2));
    await setRefusal(first, { code: 'not_assigned', message: 'Not assigned' });
    await act(() => removeReport(second));
    // No change was announced yet: the hook still shows what it read.
    expect(result.current.items.map((item) => item.key)).toEqual([first, second]);
    act(() => outboxChanged());
    await waitFor(() => expect(result.current.waiting).toBe(1));
    expect(result.current.items).toEqual([
      {
        key: first,
        trackingNumber: 'RO1',
        kind: 'collection',
        recordedAt: '2026-12-07T18:31:02.000Z',
        photos: 2,
        refusal: { code: 'not_assigned', message: 'Not assigned' },
      },
    ]);
  });

  it('follows a change another tab announces on the BroadcastChannel', async () => {
    const { result } = renderHook(() => useOutbox());
    await waitFor(() => expect(result.current.waiting).toBe(0));
    // Another tab writes through its own connection and tells the others.
    const other = await openDB('driver-outbox');
    await other.add('reports', {
      key: '00000000-0000-4000-8000-000000000001',
      draft: draft('RO9'),
      savedAt: '2026-12-07T18:00:00.000Z',
      files: [],
      refusal: null,
    });
    other.close();
    const tab = new BroadcastChannel('driver-outbox');
    tab.postMessage('changed');
    tab.close();
    await waitFor(() => expect(result.current.waiting).toBe(1));
    expect(result.current.items[0]?.trackingNumber).toBe('RO9');
  });
});
