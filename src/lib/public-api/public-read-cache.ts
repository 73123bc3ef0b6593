/**
 * The answers of the public site's anonymous reads, kept per key for a minute, so going back
 * and forward between lookups shows them again without asking (what TanStack Query's staleTime
 * did before issue #17 took it off public pages). One request per key at a time; a request
 * nobody waits for any more is aborted.
 */
export type PublicReadKey = readonly (string | number | null)[];
export type PublicFetcher<T> = (signal: AbortSignal) => Promise<T>;

export type PublicReadState<T> = (
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  /** A failed refetch keeps the last answer's data. */
  | { status: 'error'; data: T | undefined; error: unknown }
) & {
  /** A request for this key is under way. */
  isFetching: boolean;
  /** When the answer held arrived (ms since the epoch; 0 before the first). */
  updatedAt: number;
};

/** How long an answer is shown again without asking (a minute, as before). */
export const FRESH_FOR_MS = 60_000;

interface Entry {
  key: PublicReadKey;
  state: PublicReadState<unknown>;
  fetcher?: PublicFetcher<unknown>;
  controller?: AbortController;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setTimeout>;
}

export const NOT_STARTED: PublicReadState<never> = {
  status: 'pending',
  data: undefined,
  error: undefined,
  isFetching: false,
  updatedAt: 0,
};

const entries = new Map<string, Entry>();

/** An entry nobody watches is worth keeping while its request runs or its answer is fresh. */
function reusable(state: PublicReadState<unknown>): boolean {
  return (
    state.isFetching || (state.status === 'success' && Date.now() - state.updatedAt < FRESH_FOR_MS)
  );
}

function entryFor(hash: string): Entry {
  let entry = entries.get(hash);
  if (!entry) {
    entry = { key: JSON.parse(hash) as PublicReadKey, state: NOT_STARTED, listeners: new Set() };
    entries.set(hash, entry);
  }
  return entry;
}

function update(entry: Entry, state: PublicReadState<unknown>) {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

function run(entry: Entry) {
  const fetcher = entry.fetcher;
  if (!fetcher) return;
  entry.controller?.abort();
  const controller = new AbortController();
  entry.controller = controller;
  update(entry, { ...entry.state, isFetching: true });
  // A later request or the last reader leaving replaced this one: its answer is nobody's.
  const current = () => entry.controller === controller;
  fetcher(controller.signal).then(
    (data) => {
      if (!current()) return;
      entry.controller = undefined;
      update(entry, {
        status: 'success',
        data,
        error: undefined,
        isFetching: false,
        updatedAt: Date.now(),
      });
    },
    (error: unknown) => {
      if (!current()) return;
      entry.controller = undefined;
      update(entry, {
        status: 'error',
        data: entry.state.data,
        error,
        isFetching: false,
        updatedAt: Date.now(),
      });
    },
  );
}

/** The last reader left: stop its request, keep a fresh answer until it goes stale. */
function release(hash: string, entry: Entry) {
  if (entry.listeners.size > 0 || entries.get(hash) !== entry) return;
  if (entry.controller) {
    entry.controller.abort();
    entry.controller = undefined;
    entry.state = { ...entry.state, isFetching: false };
  }
  if (!reusable(entry.state)) {
    entries.delete(hash);
    return;
  }
  entry.timer = setTimeout(
    () => entries.delete(hash),
    entry.state.updatedAt + FRESH_FOR_MS - Date.now(),
  );
}

/** What a reader of `hash` shows now: a stale answer nobody watched is not shown again. */
export function readState(hash: string): PublicReadState<unknown> {
  const entry = entries.get(hash);
  if (!entry || (entry.listeners.size === 0 && !reusable(entry.state))) return NOT_STARTED;
  return entry.state;
}

export function subscribe(hash: string, listener: () => void): () => void {
  const entry = entryFor(hash);
  clearTimeout(entry.timer);
  if (entry.listeners.size === 0 && !reusable(entry.state)) entry.state = NOT_STARTED;
  entry.listeners.add(listener);
  watchReconnect();
  return () => {
    entry.listeners.delete(listener);
    // Not at once: React's StrictMode and a remount in the same tick subscribe again.
    if (entry.listeners.size === 0) entry.timer = setTimeout(() => release(hash, entry), 0);
  };
}

/** A reader's first look: ask when nothing is held or under way for the key. */
export function fetchIfMissing(hash: string, fetcher: PublicFetcher<unknown>) {
  const entry = entryFor(hash);
  entry.fetcher = fetcher;
  if (entry.state.status === 'pending' && !entry.state.isFetching) run(entry);
}

/** Ask again now, whatever is held (an answer already under way is replaced). */
export function refetch(hash: string, fetcher: PublicFetcher<unknown>) {
  const entry = entryFor(hash);
  entry.fetcher = fetcher;
  run(entry);
}

let watchingReconnect = false;

/**
 * Back online, a read that failed is asked again (it may have failed for being offline); an
 * answer on screen stays as it is.
 */
function watchReconnect() {
  if (watchingReconnect || typeof window === 'undefined') return;
  watchingReconnect = true;
  window.addEventListener('online', () => {
    for (const entry of entries.values()) {
      if (entry.listeners.size > 0 && entry.state.status === 'error' && !entry.state.isFetching) {
        run(entry);
      }
    }
  });
}

/**
 * Forget every answer whose key starts with `prefix` (all of them without one), as TanStack
 * Query's invalidation did: readers on screen ask again, the others on their next look. For
 * the staff editor after a save, and for tests between cases.
 */
export function forgetPublicReads(prefix: PublicReadKey = []) {
  for (const [hash, entry] of entries) {
    if (!prefix.every((part, index) => entry.key[index] === part)) continue;
    if (entry.listeners.size > 0) {
      run(entry);
      continue;
    }
    clearTimeout(entry.timer);
    entry.controller?.abort();
    entries.delete(hash);
  }
}
