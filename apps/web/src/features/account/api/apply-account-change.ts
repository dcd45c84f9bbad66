import type { QueryClient } from '@tanstack/react-query';
import type { accountEndpoints } from '@supplier/contracts/account-endpoints';
import type { EndpointResponse } from '@/lib/endpoint-client';
import { useSession } from '@/lib/session';
import { accountKeys } from './keys';

/** Every account change answers the user: it goes into the stored user and the account cache. */
export function applyAccountChange(
  queryClient: QueryClient,
  response: EndpointResponse<typeof accountEndpoints.saveAccount>,
): void {
  useSession.getState().mergeUserData(response.data);
  queryClient.setQueryData(accountKeys.detail(), response.data);
}
