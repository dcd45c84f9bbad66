import type { QueryClient } from '@tanstack/react-query';
import type { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import type { EndpointResponse } from '@/lib/endpoint-client';
import { storesKeys } from './keys';

/** After any change of a store: the answer becomes its detail, the lists load again. */
export async function storeChanged(
  queryClient: QueryClient,
  saved: EndpointResponse<typeof storesEndpoints.saveStore>,
): Promise<void> {
  queryClient.setQueryData(storesKeys.detail(saved.data.id), saved.data);
  await queryClient.invalidateQueries({ queryKey: storesKeys.lists() });
}
