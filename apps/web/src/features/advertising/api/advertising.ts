import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADVERTISING_PATHS,
  ADVERTISING_REFRESH_MS,
  type CampaignRequest,
  type CampaignSavedResponse,
  type CampaignsResponse,
  type CampaignStatsResponse,
} from '@supplier/contracts/advertising';
import type { ProductsResponse } from '@supplier/contracts/products';
import { PRODUCTS_PATHS } from '@supplier/contracts/products';
import { apiRequest } from '@/lib/api-client';

export const advertisingKeys = {
  all: ['advertising'] as const,
  campaigns: () => [...advertisingKeys.all, 'campaigns'] as const,
  stats: (id: number) => [...advertisingKeys.all, 'stats', id] as const,
  products: (q: string) => [...advertisingKeys.all, 'products', q] as const,
};

/**
 * The campaigns with today's and total figures. Read again every ADVERTISING_REFRESH_MS while the
 * page is open (ADR 0026): clicks arrive by the thousand, so the page polls a cheap rollup
 * instead of taking a realtime event per click.
 */
export function useCampaigns() {
  return useQuery({
    queryKey: advertisingKeys.campaigns(),
    queryFn: ({ signal }) =>
      apiRequest<CampaignsResponse>(ADVERTISING_PATHS.campaigns, { signal, toastOnError: false }),
    refetchInterval: ADVERTISING_REFRESH_MS,
  });
}

/** One campaign's figures by day and product (the last 30 days), polled as the list is. */
export function useCampaignStats(id: number | null) {
  return useQuery({
    queryKey: advertisingKeys.stats(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<CampaignStatsResponse>(ADVERTISING_PATHS.stats(id!), { signal, toastOnError: false }).then(
        (response) => response.data,
      ),
    enabled: id !== null,
    refetchInterval: ADVERTISING_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}

/** The supplier's active products (what the storefront shows) found by name or SKU, for the product picker. */
export function useProductSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: advertisingKeys.products(q),
    queryFn: ({ signal }) =>
      apiRequest<ProductsResponse>(PRODUCTS_PATHS.list, {
        signal,
        toastOnError: false,
        query: { q: q || undefined, status: 'active', per_page: 20, sort: 'name', order: 'asc' },
      }).then((response) => response.data),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CampaignRequest }) =>
      apiRequest<CampaignSavedResponse>(id ? ADVERTISING_PATHS.campaign(id) : ADVERTISING_PATHS.campaigns, {
        method: id ? 'PUT' : 'POST',
        body,
        toastOnError: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: advertisingKeys.all }),
  });
}

/** Pause or resume; a resume the services balance cannot pay fails with 422 insufficient_funds. */
export function useCampaignSwitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'pause' | 'resume' }) =>
      apiRequest<CampaignSavedResponse>(
        action === 'pause' ? ADVERTISING_PATHS.pause(id) : ADVERTISING_PATHS.resume(id),
        { method: 'POST', toastOnError: false },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: advertisingKeys.all }),
  });
}
