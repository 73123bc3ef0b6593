import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * The public site's query client arrives with the first code that fetches, not with the page:
 * TanStack Query would add 7.5 KB to every public page's first paint, and most pages never
 * fetch. The public provider shows whatever is loaded; code that queries loads it first
 * (`lazyWithQueryClient`), so it always renders below a client.
 */
let loaded: QueryClient | undefined;
const listeners = new Set<() => void>();

function loadQueryClient(): Promise<QueryClient> {
  return import('./query-client').then(({ queryClient }) => {
    if (loaded !== queryClient) {
      loaded = queryClient;
      for (const listener of listeners) listener();
    }
    return queryClient;
  });
}

export function loadedQueryClient(): QueryClient | undefined {
  return loaded;
}

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * React.lazy for a component that queries: its code and the query client load together, so
 * the public provider has the client before the component first renders.
 */
export function lazyWithQueryClient<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [Component] = await Promise.all([load(), loadQueryClient()]);
    return { default: Component };
  });
}
