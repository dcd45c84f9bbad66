import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityEndpoints } from '@supplier/contracts/identity-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { accountKeys } from './keys';

/** Signed-in devices (`data`), the current one marked. */
export function getSessions(signal?: AbortSignal) {
  return callEndpoint(identityEndpoints.listSessions, { signal, toastOnError: false });
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());

export function endSession(id: number) {
  return callEndpoint(identityEndpoints.endSession, { params: { id } });
}

export function endOtherSessions() {
  return callEndpoint(identityEndpoints.endOtherSessions);
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
