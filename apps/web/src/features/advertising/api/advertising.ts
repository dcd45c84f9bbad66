import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADVERTISING_REFRESH_MS } from '@supplier/contracts/advertising';
import { advertisingEndpoints } from '@supplier/contracts/advertising-endpoints';
import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import type { PickerProduct } from '@/components/ui/product-picker';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';

export const advertisingKeys = {
  all: ['advertising'] as const,
  campaigns: () => [...advertisingKeys.all, 'campaigns'] as const,
  stats: (id: number) => [...advertisingKeys.all, 'stats', id] as const,
};

/**
 * The campaigns with today's and total figures. Read again every ADVERTISING_REFRESH_MS while the
 * page is open (ADR 0026): clicks arrive by the thousand, so the page polls a cheap rollup
 * instead of taking a realtime event per click.
 */
export function useCampaigns() {
  return useQuery({
    queryKey: advertisingKeys.campaigns(),
    queryFn: ({ signal }) => callEndpoint(advertisingEndpoints.listAdCampaigns, { signal, toastOnError: false }),
    refetchInterval: ADVERTISING_REFRESH_MS,
  });
}

/** One campaign's figures by day and product (the last 30 days), polled as the list is. */
export function useCampaignStats(id: number | null) {
  return useQuery({
    queryKey: advertisingKeys.stats(id ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint(advertisingEndpoints.getAdCampaignStats, { params: { id: id! }, signal, toastOnError: false }).then(
        (response) => response.data,
      ),
    enabled: id !== null,
    refetchInterval: ADVERTISING_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}

/** The supplier's active products (what the storefront shows) found by name or SKU, for the product picker. */
export async function searchAdProducts(q: string, signal?: AbortSignal): Promise<PickerProduct[]> {
  const page = await callEndpoint(productsEndpoints.listProducts, {
    signal,
    toastOnError: false,
    query: { q: q || undefined, status: 'active', per_page: 20, sort: 'name', order: 'asc' },
  });
  return page.data.map(({ id, name, sku, image }) => ({ id, name, sku, image }));
}

/** Creates a campaign (no `id`) or saves one; 422 per field (the form shows them). */
export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: EndpointBody<typeof advertisingEndpoints.createAdCampaign> }) =>
      id
        ? callEndpoint(advertisingEndpoints.updateAdCampaign, { params: { id }, body, toastOnError: false })
        : callEndpoint(advertisingEndpoints.createAdCampaign, { body, toastOnError: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: advertisingKeys.all }),
  });
}

/** Pause or resume; a resume the services balance cannot pay fails with 422 insufficient_funds. */
export function useCampaignSwitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'pause' | 'resume' }) =>
      callEndpoint(action === 'pause' ? advertisingEndpoints.pauseAdCampaign : advertisingEndpoints.resumeAdCampaign, {
        params: { id },
        toastOnError: false,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: advertisingKeys.all }),
  });
}
