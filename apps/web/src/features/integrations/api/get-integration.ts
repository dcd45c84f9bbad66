import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Integration } from '@supplier/contracts/integrations';
import { apiRequest } from '@/lib/api-client';
import { INTEGRATIONS_PATH } from './get-integrations';
import { integrationsKeys } from './keys';

/** GET /admin-suppliers/v1/integrations/{id} → {data}; another supplier's is 404. */
export async function getIntegration(id: number, signal?: AbortSignal): Promise<Integration> {
  const { data } = await apiRequest<{ data: Integration }>(`${INTEGRATIONS_PATH}/${id}`, {
    signal,
    toastOnError: false,
  });
  return data;
}

export const integrationQueryOptions = (id: number) =>
  queryOptions({ queryKey: integrationsKeys.detail(id), queryFn: ({ signal }) => getIntegration(id, signal) });

export const useIntegration = (id: number) => useQuery({ ...integrationQueryOptions(id), enabled: id > 0 });
