import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Supplier } from '@supplier/contracts/identity';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { accountKeys } from './keys';

/** GET /admin-suppliers/v1/customer/account → {data}: the signed-in supplier. */
export async function getAccount(signal?: AbortSignal): Promise<Supplier> {
  const { data } = await apiRequest<{ data: Supplier }>('admin-suppliers/v1/customer/account', { signal });
  return data;
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.detail(), queryFn: ({ signal }) => getAccount(signal) });

/** Reloads the user info and stores it in the session (after Telegram connects, SPEC section 4). */
export async function reloadAccount(queryClient: QueryClient): Promise<void> {
  const data = await queryClient.fetchQuery({ ...accountQueryOptions(), staleTime: 0 });
  useSession.getState().mergeUserData(data);
}
