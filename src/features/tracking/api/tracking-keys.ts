/** Query keys of the tracking lookup (one factory, so invalidation never guesses). */
export const trackingKeys = {
  all: ['tracking'] as const,
  lookup: (trackingNumber: string, attempt: number) =>
    [...trackingKeys.all, 'lookup', trackingNumber, attempt] as const,
};
