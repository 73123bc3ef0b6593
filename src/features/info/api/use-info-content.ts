import { useQuery } from '@tanstack/react-query';

import { fetchInfoContent } from './fetch-info-content';
import { infoKeys } from './info-keys';
import type { InfoContent } from './info-schemas';

/** The live info text; `placeholder` (the build-time copy) shows until it arrives. */
export function useInfoContent(placeholder?: Pick<InfoContent, 'title' | 'content'> | null) {
  return useQuery({
    queryKey: infoKeys.detail(),
    queryFn: ({ signal }) => fetchInfoContent(signal),
    placeholderData: placeholder ? { ...placeholder, updated_at: '' } : undefined,
  });
}
