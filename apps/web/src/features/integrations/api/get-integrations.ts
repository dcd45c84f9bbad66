import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationsEndpoints } from '@supplier/contracts/integrations-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { integrationsKeys } from './keys';

/** {data}: the supplier's integrations, newest first, never the tokens. */
export function getIntegrations(signal?: AbortSignal) {
  return callEndpoint(integrationsEndpoints.listIntegrations, { signal, toastOnError: false });
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
