import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationsEndpoints } from '@supplier/contracts/integrations-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { integrationsKeys } from './keys';

/** One integration (without its token); another supplier's is 404. */
export async function getIntegration(id: number, signal?: AbortSignal) {
  const { data } = await callEndpoint(integrationsEndpoints.getIntegration, {
    params: { id },
    signal,
    toastOnError: false,
  });
  return data;
}

export const integrationQueryOptions = (id: number) =>
  queryOptions({ queryKey: integrationsKeys.detail(id), queryFn: ({ signal }) => getIntegration(id, signal) });

export const useIntegration = (id: number) => useQuery({ ...integrationQueryOptions(id), enabled: id > 0 });
