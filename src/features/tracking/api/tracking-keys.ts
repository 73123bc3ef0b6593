/** Query keys of the tracking lookup (one factory, so invalidation never guesses). */
export const trackingKeys = {
  all: ['tracking'] as const,
  // The party key changes the answer (DECISIONS 18), so it is part of what is fetched.
  lookup: (trackingNumber: string, partyKey: string | undefined, attempt: number) =>
    [...trackingKeys.all, 'lookup', trackingNumber, partyKey ?? null, attempt] as const,
};
