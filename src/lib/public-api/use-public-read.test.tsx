/**
 * The public read hook against a tiny local HTTP server (real fetch, real timers): what it
 * asks, when it asks again, what it aborts, and what a reader sees meanwhile.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { forgetPublicReads, FRESH_FOR_MS, type PublicReadKey } from './public-read-cache';
import { usePublicRead } from './use-public-read';

/** Every path asked, in order; the ones whose client went away before the answer; held ones. */
const asked: string[] = [];
const abandoned: string[] = [];
const held = new Map<string, ServerResponse>();
/**
 * Which test is asking: every request carries it, and the server keeps only the current test's.
 * A request the previous test left in flight (aborted on unmount, or started in its last line)
 * may reach the server while the next test runs; it must not count there.
 */
let generation = 0;

/**
 * `/ok/…` answers `{ path, n }` (n: how often it was asked), `/fail/…` 503, `/hold/…` when the
 * test says; `/once/…` answers the first time and fails after, `/flaky/…` the other way round.
 */
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '', 'http://server');
  const path = url.pathname;
  const asker = url.searchParams.get('g');
  const current = () => asker === String(generation);
  if (current()) asked.push(path);
  response.on('close', () => {
    if (current() && !response.writableEnded) abandoned.push(path);
  });
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (path.startsWith('/hold/')) {
    if (current()) held.set(path, response);
    return;
  }
  const n = asked.filter((p) => p === path).length;
  const fails =
    path.startsWith('/fail/') ||
    (path.startsWith('/once/') && n > 1) ||
    (path.startsWith('/flaky/') && n === 1);
  response.writeHead(fails ? 503 : 200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ path, n }));
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  // Unmounted before the cache is emptied (setup-tests.ts unmounts only after this hook).
  cleanup();
  vi.useRealTimers();
  forgetPublicReads();
  generation += 1;
  asked.length = 0;
  abandoned.length = 0;
  held.clear();
});

interface Answer {
  path: string;
  n: number;
}

/** What the feature code passes: a fetcher that throws on a refusal and honours the signal. */
function get(path: string) {
  return async (signal: AbortSignal): Promise<Answer> => {
    const response = await fetch(`${base}${path}?g=${generation}`, { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as Answer;
  };
}

function read(path: string, key: PublicReadKey = ['test', path]) {
  return renderHook(({ key, path }) => usePublicRead(key, get(path)), {
    initialProps: { key, path },
  });
}

describe('usePublicRead', () => {
  it('says it is fetching from its first render, then holds the answer', async () => {
    const { result } = read('/ok/first');
    expect(result.current).toMatchObject({ status: 'pending', isFetching: true, data: undefined });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({
      data: { path: '/ok/first', n: 1 },
      error: undefined,
      isFetching: false,
    });
    expect(result.current.updatedAt).toBeGreaterThan(0);
    expect(asked).toEqual(['/ok/first']);
  });

  it('shows a fresh answer again without asking (back and forward), until it is stale', async () => {
    const first = read('/ok/again');
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    const { updatedAt } = first.result.current;
    first.unmount();

    const second = read('/ok/again');
    expect(second.result.current).toMatchObject({
      status: 'success',
      isFetching: false,
      data: { n: 1 },
      updatedAt,
    });
    second.unmount();
    expect(asked).toEqual(['/ok/again']);

    // Only the clock moves: a minute later the answer is not shown again, it is asked for.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FRESH_FOR_MS);
    const third = read('/ok/again');
    expect(third.result.current).toMatchObject({ status: 'pending', isFetching: true });
    await waitFor(() => expect(third.result.current.data).toEqual({ path: '/ok/again', n: 2 }));
  });

  it('keeps the answers of different keys apart, even for the same request', async () => {
    const withKey = read('/ok/same', ['test', 'same', 'key']);
    await waitFor(() => expect(withKey.result.current.status).toBe('success'));
    const without = read('/ok/same', ['test', 'same', null]);
    expect(without.result.current.status).toBe('pending');
    await waitFor(() => expect(without.result.current.data).toEqual({ path: '/ok/same', n: 2 }));
  });

  it('aborts the request of a key it no longer reads, and never shows its answer', async () => {
    const { result, rerender } = read('/hold/old');
    await waitFor(() => expect(held.has('/hold/old')).toBe(true));
    rerender({ key: ['test', '/ok/new'], path: '/ok/new' });
    expect(result.current).toMatchObject({ status: 'pending', isFetching: true });
    await waitFor(() => expect(result.current.data).toEqual({ path: '/ok/new', n: 1 }));
    await waitFor(() => expect(abandoned).toEqual(['/hold/old']));
  });

  it('aborts its request when the reader unmounts, and asks afresh on the next mount', async () => {
    const first = read('/hold/left');
    await waitFor(() => expect(held.has('/hold/left')).toBe(true));
    first.unmount();
    await waitFor(() => expect(abandoned).toEqual(['/hold/left']));

    const second = read('/hold/left');
    expect(second.result.current).toMatchObject({ status: 'pending', isFetching: true });
    await waitFor(() => expect(asked).toEqual(['/hold/left', '/hold/left']));
  });

  it('reports a failure as an error, and does not keep it: the next mount asks again', async () => {
    const first = read('/fail/down');
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    expect(first.result.current).toMatchObject({ data: undefined, isFetching: false });
    expect(first.result.current.error).toEqual(new Error('HTTP 503'));
    first.unmount();

    const second = read('/fail/down');
    expect(second.result.current).toMatchObject({ status: 'pending', isFetching: true });
    await waitFor(() => expect(asked).toEqual(['/fail/down', '/fail/down']));
  });

  it('asks again on refetch, even when fresh, and the new answer is a new one', async () => {
    const { result } = read('/ok/refetch');
    await waitFor(() => expect(result.current.status).toBe('success'));
    const { updatedAt } = result.current;
    act(() => result.current.refetch());
    // The answer held stays while the new one is under way.
    expect(result.current).toMatchObject({ status: 'success', isFetching: true, data: { n: 1 } });
    await waitFor(() => expect(result.current.data).toEqual({ path: '/ok/refetch', n: 2 }));
    expect(result.current.isFetching).toBe(false);
    expect(result.current.updatedAt).toBeGreaterThan(updatedAt);
  });

  it('aborts the request a refetch replaces', async () => {
    const { result } = read('/hold/twice');
    await waitFor(() => expect(held.has('/hold/twice')).toBe(true));
    held.delete('/hold/twice');
    act(() => result.current.refetch());
    await waitFor(() => expect(abandoned).toEqual(['/hold/twice']));
    await waitFor(() => expect(held.has('/hold/twice')).toBe(true));
    const answer = held.get('/hold/twice');
    answer?.writeHead(200, { 'Content-Type': 'application/json' });
    answer?.end(JSON.stringify({ path: '/hold/twice', n: 2 }));
    await waitFor(() => expect(result.current.data).toEqual({ path: '/hold/twice', n: 2 }));
  });

  it('keeps the last answer when a refetch fails', async () => {
    const { result } = read('/once/kept');
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toEqual(new Error('HTTP 503'));
    expect(result.current.data).toEqual({ path: '/once/kept', n: 1 });
  });

  it('asks again for a failed read when the browser is back online, not for an answer', async () => {
    const failed = read('/flaky/offline');
    const answered = read('/ok/answered');
    await waitFor(() => expect(failed.result.current.status).toBe('error'));
    await waitFor(() => expect(answered.result.current.status).toBe('success'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(failed.result.current.status).toBe('success'));
    expect(failed.result.current.data).toEqual({ path: '/flaky/offline', n: 2 });
    expect(asked.filter((path) => path === '/ok/answered')).toEqual(['/ok/answered']);
  });

  it('forgets the answers under a key prefix; readers on screen ask again', async () => {
    const shown = read('/ok/shown', ['info', 'shown', 'de']);
    const other = read('/ok/other', ['tracking', 'other']);
    await waitFor(() => expect(shown.result.current.status).toBe('success'));
    await waitFor(() => expect(other.result.current.status).toBe('success'));
    act(() => forgetPublicReads(['info']));
    await waitFor(() => expect(shown.result.current.data).toEqual({ path: '/ok/shown', n: 2 }));
    expect(other.result.current.data).toEqual({ path: '/ok/other', n: 1 });
    other.unmount();
    forgetPublicReads(['tracking']);
    expect(read('/ok/other', ['tracking', 'other']).result.current.status).toBe('pending');
  });
});
