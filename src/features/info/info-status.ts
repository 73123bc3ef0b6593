import { DEFAULT_LANGUAGE } from '#common/languages';

import type { InfoContent } from './api/info-schemas';
import { hasInfo } from './info-text';

/**
 * What the editor's language tab says about a language's text: no row at all, nothing to
 * read (the page shows German), last changed before the German text (probably not updated
 * with it), or fine.
 */
export type InfoStatus = 'missing' | 'empty' | 'outdated' | 'current';

/** A database timestamp in microseconds: Date.parse alone drops what follows the millisecond. */
function microseconds(timestamp: string): number {
  const fraction = /\.(\d+)/.exec(timestamp)?.[1] ?? '';
  const seconds = Math.floor(Date.parse(timestamp) / 1000);
  return seconds * 1_000_000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

export function infoStatus(
  row: InfoContent | undefined,
  german: InfoContent | undefined,
): InfoStatus {
  if (!row) return 'missing';
  if (!hasInfo(row)) return 'empty';
  if (
    row.lang !== DEFAULT_LANGUAGE &&
    hasInfo(german) &&
    microseconds(row.updated_at) < microseconds(german.updated_at)
  ) {
    return 'outdated';
  }
  return 'current';
}
