import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReturnsQuery } from '@supplier/contracts/returns';
import { returnsEndpoints } from '@supplier/contracts/returns-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { useCan } from '@/lib/permissions';
import { returnsKeys } from './keys';
import { useFirstPageShown } from '@/lib/first-page-shown';

/** One keyset page of return requests: {data, meta{per_page, next_cursor}}. */
export const useReturns = (query: ReturnsQuery, enabled = true) =>
  useQuery({
    queryKey: returnsKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(returnsEndpoints.listReturns, { query, signal, toastOnError: false }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** How many requests each status tab holds. */
export function useReturnCounts() {
  const allowed = useCan('returns');
  // the menu's and the tabs' counts: after the first page's own data (lib/first-page-shown)
  const shown = useFirstPageShown();
  return useQuery({
    queryKey: returnsKeys.counts(),
    queryFn: ({ signal }) =>
      callEndpoint(returnsEndpoints.countReturns, { signal, toastOnError: false }).then(({ data }) => data),
    enabled: allowed && shown,
  });
}

/** One request with everything its page shows. */
export const useReturn = (id: number) =>
  useQuery({
    queryKey: returnsKeys.detail(id),
    queryFn: ({ signal }) =>
      callEndpoint(returnsEndpoints.getReturn, { params: { id }, signal, toastOnError: false }).then(
        ({ data }) => data,
      ),
    enabled: id > 0,
  });
