import { useQuery } from '@tanstack/react-query';
import { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { useFirstPageShown } from '@/lib/first-page-shown';
import { useCan } from '@/lib/permissions';
import { ordersKeys } from './keys';

/** How many orders each status tab holds. */
export async function getOrderCounts(signal?: AbortSignal) {
  const { data } = await callEndpoint(ordersEndpoints.countOrders, { signal, toastOnError: false });
  return data;
}

export function useOrderCounts() {
  const allowed = useCan('orders:read');
  // the menu's and the tabs' counts: after the first page's own data (lib/first-page-shown)
  const shown = useFirstPageShown();
  return useQuery({
    queryKey: ordersKeys.counts(),
    queryFn: ({ signal }) => getOrderCounts(signal),
    enabled: allowed && shown,
  });
}
