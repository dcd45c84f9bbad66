import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamEndpoints } from '@supplier/contracts/team-endpoints';
import type { TeamRole } from '@supplier/contracts/team-roles';
import { callEndpoint, type EndpointResponse } from '@/lib/endpoint-client';
import { teamKeys } from './keys';

export type TeamMember = EndpointResponse<typeof teamEndpoints.listTeamMembers>['data'][number];

export const useTeamMembers = () =>
  useQuery({
    queryKey: teamKeys.members(),
    queryFn: ({ signal }) => callEndpoint(teamEndpoints.listTeamMembers, { signal, toastOnError: false }),
  });

/** A change to one member; the list (and its sessions' counts) is read again after it. */
function useMemberChange<Variables>(change: (variables: Variables) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
  });
}

export const useChangeRole = () =>
  useMemberChange(({ id, role }: { id: number; role: TeamRole }) =>
    callEndpoint(teamEndpoints.changeTeamMemberRole, { params: { id }, body: { role }, toastOnError: false }),
  );

export const useDeactivateMember = () =>
  useMemberChange((id: number) =>
    callEndpoint(teamEndpoints.deactivateTeamMember, { params: { id }, toastOnError: false }),
  );

export const useReactivateMember = () =>
  useMemberChange((id: number) => callEndpoint(teamEndpoints.reactivateTeamMember, { params: { id } }));

export const useRemoveMember = () =>
  useMemberChange((id: number) =>
    callEndpoint(teamEndpoints.removeTeamMember, { params: { id }, toastOnError: false }),
  );
