import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TelegramConnectLink } from '@supplier/contracts/telegram';
import { apiRequest } from '@/lib/api-client';
import { telegramKeys } from './keys';

/** POST v1/customers/telegram/connect-link → {url}: the one-time bot deep link. */
export function getTelegramConnectLink(signal?: AbortSignal): Promise<TelegramConnectLink> {
  return apiRequest<TelegramConnectLink>('v1/customers/telegram/connect-link', {
    method: 'POST',
    signal,
    toastOnError: false,
  });
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
