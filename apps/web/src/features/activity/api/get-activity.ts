import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityQuery } from '@supplier/contracts/activity';
import { activityEndpoints } from '@supplier/contracts/activity-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { activityKeys } from './keys';

/** One keyset page of the log, newest first. */
export const useActivity = (query: ActivityQuery, enabled = true) =>
  useQuery({
    queryKey: activityKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(activityEndpoints.listActivity, { query, signal, toastOnError: false }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Where the export answers the file (outside the endpoint table). */
export const ACTIVITY_EXPORT_PATH = `${activityEndpoints.listActivity.path}/export`;
