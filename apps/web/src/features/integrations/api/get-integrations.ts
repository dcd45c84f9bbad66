import { queryOptions, useQuery } from '@tanstack/react-query';
import { INTEGRATIONS_BASE, type Integration } from '@supplier/contracts/integrations';
import { apiRequest } from '@/lib/api-client';
import { integrationsKeys } from './keys';

export const INTEGRATIONS_PATH = INTEGRATIONS_BASE.slice(1);

/** GET /admin-suppliers/v1/integrations → {data}: newest first, never the tokens. */
export async function getIntegrations(signal?: AbortSignal): Promise<Integration[]> {
  const { data } = await apiRequest<{ data: Integration[] }>(INTEGRATIONS_PATH, { signal, toastOnError: false });
  return data;
}

export const integrationsQueryOptions = () =>
  queryOptions({ queryKey: integrationsKeys.list(), queryFn: ({ signal }) => getIntegrations(signal) });

export const useIntegrations = () => useQuery(integrationsQueryOptions());
