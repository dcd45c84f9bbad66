import { queryOptions, useQuery } from '@tanstack/react-query';
import { telegramEndpoints } from '@supplier/contracts/telegram-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { telegramKeys } from './keys';

/** {url, expires_at}: the one-time bot deep link. */
export function getTelegramConnectLink(signal?: AbortSignal) {
  return callEndpoint(telegramEndpoints.createTelegramLink, { signal, toastOnError: false });
}

/** Asked for when the connect modal opens, so the button is a plain link (no popup blocking). */
export const telegramConnectLinkQueryOptions = () =>
  queryOptions({
    queryKey: telegramKeys.connectLink(),
    queryFn: ({ signal }) => getTelegramConnectLink(signal),
    staleTime: 5 * 60_000,
    gcTime: 0,
    retry: false,
  });

export const useTelegramConnectLink = (enabled: boolean) => useQuery({ ...telegramConnectLinkQueryOptions(), enabled });
