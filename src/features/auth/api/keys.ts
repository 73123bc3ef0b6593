/** Query keys of the auth feature: what is fetched, for whom. */
export const authKeys = {
  all: ['auth'] as const,
  role: (userId: string) => [...authKeys.all, 'role', userId] as const,
};
