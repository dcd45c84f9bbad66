import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { identityEndpoints } from '@supplier/contracts/identity-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { useSession } from '@/lib/session';
import { accountKeys } from './keys';

/** The signed-in supplier. */
export async function getAccount(signal?: AbortSignal) {
  const { data } = await callEndpoint(identityEndpoints.getAccount, { signal });
  return data;
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.detail(), queryFn: ({ signal }) => getAccount(signal) });

/** Reloads the user info and stores it in the session (after Telegram connects, SPEC section 4). */
export async function reloadAccount(queryClient: QueryClient): Promise<void> {
  const data = await queryClient.fetchQuery({ ...accountQueryOptions(), staleTime: 0 });
  useSession.getState().mergeUserData(data);
}
