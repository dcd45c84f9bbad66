import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RETURN_REALTIME_EVENTS } from '@supplier/contracts/returns-constants';
import { returnsEndpoints } from '@supplier/contracts/returns-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { useCustomerEvents } from '@/lib/use-customer-events';
import type { PeriodParams } from '../lib/period';
import { dashboardKeys } from './dashboard';

const RETURN_EVENTS = Object.values(RETURN_REALTIME_EVENTS);

/** GET /admin-suppliers/v1/dashboard/returns: the period's return requests, their rate and reasons. */
export function useDashboardReturns(period: PeriodParams) {
  const queryClient = useQueryClient();
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...dashboardKeys.all, 'returns'] }),
    [queryClient],
  );
  useCustomerEvents(RETURN_EVENTS, reload, reload);
  return useQuery({
    queryKey: [...dashboardKeys.all, 'returns', period],
    queryFn: ({ signal }) =>
      callEndpoint(returnsEndpoints.getDashboardReturns, {
        signal,
        toastOnError: false,
        query: { period: period.period, date_from: period.date_from, date_to: period.date_to },
      }).then((response) => response.data),
    placeholderData: (previous) => previous,
  });
}
