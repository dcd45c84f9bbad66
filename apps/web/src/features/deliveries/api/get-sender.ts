import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SenderResponse } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

/** GET /deliveries/sender: the saved sender, the default key and where the two stand (`state`). */
export function getSender(signal?: AbortSignal): Promise<SenderResponse> {
  return apiRequest<SenderResponse>(`${DELIVERIES_PATH}/sender`, { signal, toastOnError: false });
}

export const senderQueryOptions = () =>
  queryOptions({ queryKey: deliveriesKeys.sender(), queryFn: ({ signal }) => getSender(signal) });

export const useSender = () => useQuery(senderQueryOptions());
