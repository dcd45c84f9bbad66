import { queryClient } from '@/lib/query-client';
import { contradictoryRange, queryOf, readParams } from '../lib/list-params';
import { takeEarlyPage } from './early-page';
import { getProducts, productsPageQuery } from './products-page';

/**
 * Asks for the list's first page as the route starts, while the page's code is still loading,
 * so the rows do not wait for the code and then for the network (issue 10, item 12). On a first
 * load it takes the page products-first-page.js asked for before the scripts (issue 36). The
 * list then finds the answer (or the request in flight) under the same key.
 */
export function prefetchProductsList(url: URL): void {
  const params = readParams(url.searchParams);
  if (contradictoryRange(params)) return;
  const query = queryOf(params, undefined);
  const early = takeEarlyPage(query);
  const page = productsPageQuery(query);
  void queryClient.prefetchQuery(
    early
      ? {
          ...page,
          queryFn: async ({ signal }) =>
            ((await early) as Awaited<ReturnType<typeof getProducts>> | null) ?? getProducts(query, signal),
        }
      : page,
  );
}
