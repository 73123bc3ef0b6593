import { useQuery } from '@tanstack/react-query';

import { fetchInfoContent } from './fetch-info-content';
import { infoKeys } from './info-keys';

export function useInfoContent() {
  return useQuery({
    queryKey: infoKeys.detail(),
    queryFn: ({ signal }) => fetchInfoContent(signal),
  });
}
