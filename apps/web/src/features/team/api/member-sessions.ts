import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamEndpoints } from '@supplier/contracts/team-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { teamKeys } from './keys';

/** A member's signed-in devices, as the owner sees them. */
export const useMemberSessions = (id: number) =>
  useQuery({
    queryKey: teamKeys.memberSessions(id),
    queryFn: ({ signal }) =>
      callEndpoint(teamEndpoints.listTeamMemberSessions, { params: { id }, signal, toastOnError: false }),
  });

/** `Завершити всі`: every session of the member ends at once. */
export function useEndMemberSessions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(teamEndpoints.endTeamMemberSessions, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.memberSessions(id) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
      ]),
  });
}
