import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlugCheckResponse } from '@supplier/contracts/stores';
import { apiRequest } from '@/lib/api-client';
import { storesKeys } from './keys';

/** GET /admin-suppliers/v1/stores/slug-check?slug=&exclude_id= → {available, slug, message?}. */
export function checkSlug(slug: string, excludeId?: number, signal?: AbortSignal): Promise<SlugCheckResponse> {
  return apiRequest<SlugCheckResponse>('admin-suppliers/v1/stores/slug-check', {
    query: { slug, exclude_id: excludeId },
    signal,
    toastOnError: false,
  });
}

export const slugCheckQueryOptions = (slug: string, excludeId?: number) =>
  queryOptions({
    queryKey: storesKeys.slugCheck(slug, excludeId),
    queryFn: ({ signal }) => checkSlug(slug, excludeId, signal),
    staleTime: 5_000,
    retry: false,
  });

/** The as-you-type check; off while `slug` is empty (debounce it before passing it in). */
export const useSlugCheck = (slug: string, excludeId?: number) =>
  useQuery({ ...slugCheckQueryOptions(slug, excludeId), enabled: slug.length > 0 });
