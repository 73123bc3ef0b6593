import { useEffect } from 'react';

import { useInfoContent } from '../api/use-info-content';
import { hasInfo, type InfoText } from '../info-text';
import { InfoNotice } from './info-notice';

/**
 * The staff info text for customers (DECISIONS 12), shown when it is not empty: the copy
 * baked in at build time first, then the live one.
 */
export function InfoPanel({ initial }: { initial: InfoText | null }) {
  const { data, error } = useInfoContent(initial);
  useEffect(() => {
    // The panel is a courtesy: without it the page still works, so it fails quietly.
    if (error) console.warn('Info text unavailable', error);
  }, [error]);
  const shown = data === undefined ? initial : data;
  return hasInfo(shown) ? <InfoNotice title={shown.title} content={shown.content} /> : null;
}
