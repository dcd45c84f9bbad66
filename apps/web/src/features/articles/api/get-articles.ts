import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticlesResponse } from '@supplier/contracts/articles';
import { apiRequest } from '@/lib/api-client';
import { articlesKeys } from './keys';

/** GET /admin-suppliers/v1/articles → {data, meta}: the six articles with their completion state. */
export function getArticles(signal?: AbortSignal): Promise<ArticlesResponse> {
  return apiRequest<ArticlesResponse>('admin-suppliers/v1/articles', { signal, toastOnError: false });
}

export const articlesQueryOptions = () =>
  queryOptions({ queryKey: articlesKeys.list(), queryFn: ({ signal }) => getArticles(signal) });

export const useArticles = () => useQuery(articlesQueryOptions());
