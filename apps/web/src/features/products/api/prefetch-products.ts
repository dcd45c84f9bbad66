import { queryClient } from '@/lib/query-client';
import { contradictoryRange, queryOf, readParams } from '../lib/list-params';
import { productsPageQuery } from './products-page';

/**
 * Asks for the list's first page as the route starts, while the page's code is still loading,
 * so the rows do not wait for the code and then for the network (issue 10, item 12). The list
 * then finds the answer (or the request in flight) under the same key.
 */
export function prefetchProductsList(url: URL): void {
  const params = readParams(url.searchParams);
  if (contradictoryRange(params)) return;
  void queryClient.prefetchQuery(productsPageQuery(queryOf(params, undefined)));
}
