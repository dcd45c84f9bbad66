import { useState } from 'react';
import { contradictoryRange, queryOf, type ListParams } from '../lib/list-params';

/**
 * The API query of the page shown. While a range contradicts itself the list keeps the last
 * query it asked (so the last answer stays, and no request is made); `wanted` is what the
 * filters say (the export takes it).
 */
export function useListQuery(params: ListParams, cursor: string | undefined) {
  const wanted = queryOf(params, cursor);
  const badRange = contradictoryRange(params);
  const [shown, setShown] = useState(wanted);
  if (!badRange && JSON.stringify(wanted) !== JSON.stringify(shown)) setShown(wanted);
  return { wanted, badRange, query: badRange ? shown : wanted };
}
