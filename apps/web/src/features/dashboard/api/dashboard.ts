import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_TIMELINE_REFRESH_MS } from '@supplier/contracts/dashboard-constants';
import { dashboardEndpoints } from '@supplier/contracts/dashboard-endpoints';
import { ORDER_REALTIME_EVENTS } from '@supplier/contracts/orders-constants';
import { callEndpoint } from '@/lib/endpoint-client';
import { useCustomerEvents } from '@/lib/use-customer-events';
import type { PeriodParams } from '../lib/period';

const ORDER_EVENTS = Object.values(ORDER_REALTIME_EVENTS);

export const dashboardKeys = {
  all: ['dashboard'] as const,
  statistics: (period: PeriodParams) => [...dashboardKeys.all, 'statistics', period] as const,
  timeline: () => [...dashboardKeys.all, 'timeline'] as const,
};

/** GET /admin-suppliers/v1/dashboard/statistics: the period's figures against the previous period. */
export function useDashboardStatistics(period: PeriodParams) {
  return useQuery({
    queryKey: dashboardKeys.statistics(period),
    queryFn: ({ signal }) =>
      callEndpoint(dashboardEndpoints.getDashboardStatistics, {
        signal,
        toastOnError: false,
        query: { period: period.period, date_from: period.date_from, date_to: period.date_to },
      }).then((response) => response.data),
    placeholderData: (previous) => previous,
  });
}

/** GET /admin-suppliers/v1/dashboard/timeline, read again every 60 000 ms (SPEC section 9). */
export function useDashboardTimeline() {
  return useQuery({
    queryKey: dashboardKeys.timeline(),
    queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.getDashboardTimeline, { signal, toastOnError: false }),
    refetchInterval: DASHBOARD_TIMELINE_REFRESH_MS,
  });
}

/**
 * A new or changed order (the app's realtime connection, private-orders.{id}) loads the
 * dashboard again, so the timeline and the figures move without waiting for the timer.
 */
export function useDashboardLive(): void {
  const queryClient = useQueryClient();
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }), [queryClient]);
  useCustomerEvents(ORDER_EVENTS, reload, reload);
}
