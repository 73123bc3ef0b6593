/** Query keys of the auth feature: what is fetched, for whom. */
export const authKeys = {
  all: ['auth'] as const,
  isStaff: (userId: string) => [...authKeys.all, 'is-staff', userId] as const,
};
