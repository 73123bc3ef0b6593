export const infoKeys = {
  all: ['info-content'] as const,
  detail: () => [...infoKeys.all, 'detail'] as const,
};
