/** Keys of the tracking lookup's answers (one factory, so nothing guesses a key). */
export const trackingKeys = {
  all: ['tracking'] as const,
  // The party key changes the answer (DECISIONS 18), so it is part of what is fetched.
  lookup: (trackingNumber: string, partyKey: string | undefined) =>
    [...trackingKeys.all, 'lookup', trackingNumber, partyKey ?? null] as const,
};
