import { queryOptions, useQuery } from '@tanstack/react-query';
import { articlesEndpoints } from '@supplier/contracts/articles-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { articlesKeys } from './keys';

/** {data, meta}: the six articles with their completion state. */
export function getArticles(signal?: AbortSignal) {
  return callEndpoint(articlesEndpoints.listArticles, { signal, toastOnError: false });
}

export const articlesQueryOptions = () =>
  queryOptions({ queryKey: articlesKeys.list(), queryFn: ({ signal }) => getArticles(signal) });

export const useArticles = () => useQuery(articlesQueryOptions());
