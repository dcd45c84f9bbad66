import { queryOptions, useQuery } from '@tanstack/react-query';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { storesKeys } from './keys';

/** The as-you-type check of a store address: {available, slug, message?}. */
export function checkSlug(slug: string, excludeId?: number, signal?: AbortSignal) {
  return callEndpoint(storesEndpoints.checkStoreSlug, {
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
