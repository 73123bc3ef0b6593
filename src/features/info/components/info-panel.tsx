import { useEffect } from 'react';

import type { Language } from '#common/languages';

import { useShownInfo } from '../api/use-shown-info';
import { hasInfo, type InfoText } from '../info-text';
import { InfoNotice } from './info-notice';

/**
 * The staff info text for customers (DECISIONS 12, 15), shown when there is one: the copy
 * baked in at build time first, then the live one.
 */
export function InfoPanel({ lang, initial }: { lang: Language; initial: InfoText | null }) {
  // A failed refresh keeps the last text read (status 'error' with its data).
  const { data, error } = useShownInfo(lang);
  useEffect(() => {
    // The panel is a courtesy: without it the page still works, so it fails quietly.
    if (error) console.warn('Info text unavailable', error);
  }, [error]);
  const shown = data === undefined ? initial : data;
  return hasInfo(shown) ? <InfoNotice {...shown} /> : null;
}
