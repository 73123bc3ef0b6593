import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';

import { queryClient } from '@/lib/query-client';

import { useInfoContent } from '../api/use-info-content';
import { hasInfo, type InfoText } from '../info-text';
import { InfoNotice } from './info-notice';

function LiveInfo({ initial }: { initial: InfoText | null }) {
  const { data, error } = useInfoContent(initial);
  useEffect(() => {
    // The panel is a courtesy: without it the page still works, so it fails quietly.
    if (error) console.warn('Info text unavailable', error);
  }, [error]);
  const shown = data === undefined ? initial : data;
  return hasInfo(shown) ? <InfoNotice title={shown.title} content={shown.content} /> : null;
}

/**
 * The staff info text for customers (DECISIONS 12), shown when it is not empty: the copy
 * baked in at build time first, then the live one.
 */
export function InfoPanel({ initial }: { initial: InfoText | null }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveInfo initial={initial} />
    </QueryClientProvider>
  );
}
