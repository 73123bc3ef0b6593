import { QueryClientProvider } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useEffect } from 'react';

import { queryClient } from '@/lib/query-client';

import { useInfoContent } from '../api/use-info-content';

function InfoText() {
  const { data, error } = useInfoContent();
  useEffect(() => {
    // The panel is a courtesy: without it the page still works, so it fails silently.
    if (error) console.warn('Info text unavailable', error);
  }, [error]);
  if (!data || (!data.title.trim() && !data.content.trim())) return null;
  return (
    <aside
      aria-labelledby="info-panel-title"
      className="mt-8 mb-10 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 sm:p-6 print:hidden"
    >
      <h2 id="info-panel-title" className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone aria-hidden="true" className="size-5 text-amber-700" />
        {data.title}
      </h2>
      {/* Staff text, shown as text: line breaks kept, never interpreted as HTML. */}
      <p className="mt-2 break-words whitespace-pre-line">{data.content}</p>
    </aside>
  );
}

/** The staff info text for customers (DECISIONS 12), shown when it is not empty. */
export function InfoPanel() {
  return (
    <QueryClientProvider client={queryClient}>
      <InfoText />
    </QueryClientProvider>
  );
}
