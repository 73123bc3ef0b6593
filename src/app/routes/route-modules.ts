import type { i18n } from 'i18next';
import { createElement, type ReactElement } from 'react';

import { loadTexts } from '@/lib/i18n/load-texts';
import type { LinkPageId, PageId } from '@/lib/routes/route-manifest';
import type { Language } from '#common/languages';

import { loadPage, pageNamespaces } from './page-registry';

/**
 * A promise that carries its outcome in the fields React's `use` reads: once settled, `use`
 * returns (or throws) at once instead of suspending. That is what lets the first page hydrate
 * synchronously after `main.tsx` awaited it.
 */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const outcome = promise as Promise<T> & {
    status: 'pending' | 'fulfilled' | 'rejected';
    value?: T;
    reason?: unknown;
  };
  outcome.status = 'pending';
  promise.then(
    (value) => {
      outcome.status = 'fulfilled';
      outcome.value = value;
    },
    (reason: unknown) => {
      outcome.status = 'rejected';
      outcome.reason = reason;
    },
  );
  return promise;
}

const loads = new WeakMap<i18n, Map<string, Promise<ReactElement>>>();

/** One load per page and language and i18n instance; a failed load is tried afresh next time. */
function cachedLoad(
  instance: i18n,
  key: string,
  load: () => Promise<ReactElement>,
): Promise<ReactElement> {
  const cache = loads.get(instance) ?? new Map<string, Promise<ReactElement>>();
  loads.set(instance, cache);
  let promise = cache.get(key);
  if (!promise) {
    promise = tracked(load());
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/** A public page (as an element) once its code and texts are both here. */
export function pageModule(instance: i18n, page: PageId | LinkPageId, lang: Language) {
  return cachedLoad(instance, `${page}/${lang}`, async () => {
    const [Component] = await Promise.all([
      loadPage[page](),
      loadTexts(instance, lang, ['common', ...pageNamespaces[page]]),
    ]);
    return createElement(Component);
  });
}

/** The 404 page (as an element) once its code and its language's common texts are here. */
export function notFoundModule(instance: i18n, lang: Language) {
  return cachedLoad(instance, `not-found/${lang}`, async () => {
    const [{ NotFoundPage }] = await Promise.all([
      import('./not-found-page'),
      loadTexts(instance, lang, ['common']),
    ]);
    return createElement(NotFoundPage);
  });
}

let detector: Promise<() => Language> | undefined;

/**
 * The language detector, for URLs that name no language: loaded only when needed, and asked
 * afresh each time (the visitor may have chosen a language since).
 */
export function languageDetector(): Promise<() => Language> {
  detector ??= tracked(import('@/lib/i18n/detect-language').then((m) => m.detectLanguage));
  return detector;
}
