/** Query keys of the setup domain. */
export const setupKeys = {
  all: ['setup'] as const,
  settings: () => [...setupKeys.all, 'settings'] as const,
};
