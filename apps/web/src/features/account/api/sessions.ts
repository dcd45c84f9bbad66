import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@supplier/contracts/identity';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './keys';

/** GET /admin-suppliers/v1/customer/sessions → {data}: signed-in devices, the current one marked. */
export async function getSessions(signal?: AbortSignal): Promise<Session[]> {
  const { data } = await apiRequest<{ data: Session[] }>('admin-suppliers/v1/customer/sessions', {
    signal,
    toastOnError: false,
  });
  return data;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());

/** DELETE /admin-suppliers/v1/customer/sessions/{id} */
export function endSession(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`admin-suppliers/v1/customer/sessions/${id}`, { method: 'DELETE' });
}

/** DELETE /admin-suppliers/v1/customer/sessions/others */
export function endOtherSessions(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('admin-suppliers/v1/customer/sessions/others', { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
