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

/** How often an open list asks again: the supplier's systems use the tokens meanwhile (last used). */
const REFRESH_MS = 30_000;

export const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: integrationsKeys.list(),
    queryFn: ({ signal }) => getIntegrations(signal),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useIntegrations = () => useQuery(integrationsQueryOptions());
