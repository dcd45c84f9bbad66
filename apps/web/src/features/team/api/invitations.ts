import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamEndpointSchemas } from '@supplier/contracts/team';
import { teamEndpoints } from '@supplier/contracts/team-endpoints';
import { callEndpoint, type EndpointBody, type EndpointResponse } from '@/lib/endpoint-client';
import { teamKeys } from './keys';

export type TeamInvitation = EndpointResponse<typeof teamEndpoints.listTeamInvitations>['data'][number];
export type InviteBody = EndpointBody<typeof teamEndpoints.inviteTeamMember>;

/** The invite form checks what the API checks. */
export const inviteBodySchema = teamEndpointSchemas.inviteTeamMember.body;

/** The invitations still waiting for an answer: open, or expired and worth sending again. */
export const useInvitations = () =>
  useQuery({
    queryKey: teamKeys.invitations(),
    queryFn: ({ signal }) => callEndpoint(teamEndpoints.listTeamInvitations, { signal, toastOnError: false }),
    select: (answer) => ({
      data: answer.data.filter((invitation) => invitation.status === 'open' || invitation.status === 'expired'),
    }),
  });

function useInvitationChange<Variables>(change: (variables: Variables) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}

export const useInvite = () =>
  useInvitationChange((body: InviteBody) =>
    callEndpoint(teamEndpoints.inviteTeamMember, { body, toastOnError: false }),
  );

/** Inviting the same phone again replaces its invitation with a new link and a new expiry. */
export const useResendInvitation = () =>
  useInvitationChange(({ telephone, email, name, role }: TeamInvitation) =>
    callEndpoint(teamEndpoints.inviteTeamMember, { body: { telephone, email: email ?? undefined, name, role } }),
  );

export const useRevokeInvitation = () =>
  useInvitationChange((id: number) =>
    callEndpoint(teamEndpoints.revokeTeamInvitation, { params: { id }, toastOnError: false }),
  );
