/** Query keys of the integrations domain. */
export const integrationsKeys = {
  all: ['integrations'] as const,
  list: () => [...integrationsKeys.all, 'list'] as const,
  details: () => [...integrationsKeys.all, 'detail'] as const,
  detail: (id: number) => [...integrationsKeys.details(), id] as const,
};
