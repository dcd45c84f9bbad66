/** Query keys of the account domain. */
export const accountKeys = {
  all: ['account'] as const,
  detail: () => [...accountKeys.all, 'detail'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
