import { useQuery } from '@tanstack/react-query';

import { fetchInfoContents } from './fetch-info-contents';
import { infoKeys } from './info-keys';

/** The editor's rows: every language's text and version. */
export function useInfoContents() {
  return useQuery({
    queryKey: infoKeys.list(),
    queryFn: ({ signal }) => fetchInfoContents(signal),
    // The screen says so and offers a retry; three silent attempts would keep it waiting.
    retry: 1,
  });
}
