/** Keys of the tracking lookup's answers (one factory, so nothing guesses a key). */
export const trackingKeys = {
  all: ['tracking'] as const,
  // The party key changes the answer (DECISIONS 18), so it is part of what is fetched.
  lookup: (trackingNumber: string, partyKey: string | undefined) =>
    [...trackingKeys.all, 'lookup', trackingNumber, partyKey ?? null] as const,
  /** The signed URLs of a party's report files (issue #52), by the files asked for. */
  evidence: (trackingNumber: string, partyKey: string, paths: readonly string[]) =>
    [...trackingKeys.all, 'evidence', trackingNumber, partyKey, ...paths] as const,
};
