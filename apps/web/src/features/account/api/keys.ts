/** Query keys of the account domain (the settings issue adds updates here). */
export const accountKeys = {
  all: ['account'] as const,
  detail: () => [...accountKeys.all, 'detail'] as const,
};
