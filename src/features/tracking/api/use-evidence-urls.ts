import { usePublicRead } from '@/lib/public-api/use-public-read';

import { fetchEvidenceUrls } from './evidence-urls';
import { trackingKeys } from './tracking-keys';

/**
 * The signed URLs of the files a party's proof shows, asked when the section mounts (never for
 * the number alone: there is no key). A URL lives five minutes: `refetch` asks for new ones
 * (an image that failed to load, say).
 */
export function useEvidenceUrls(trackingNumber: string, partyKey: string, paths: string[]) {
  return usePublicRead(trackingKeys.evidence(trackingNumber, partyKey, paths), (signal) =>
    paths.length === 0
      ? Promise.resolve<ReadonlyMap<string, string>>(new Map())
      : fetchEvidenceUrls(trackingNumber, partyKey, paths, signal),
  );
}
