/** Query keys of the drivers' app: what is fetched, for whom. */
export const driverKeys = {
  all: ['driver'] as const,
  shipments: (userId: string) => [...driverKeys.all, 'shipments', userId] as const,
};
