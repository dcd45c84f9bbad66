import { useMutation, useQuery } from '@tanstack/react-query';
import { teamEndpoints } from '@supplier/contracts/team-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';

export type AcceptInvitationBody = EndpointBody<typeof teamEndpoints.acceptTeamInvitation>;

/** What the invitation's link offers: the shop, the role, the invited phone, its expiry. */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['team', 'invitation', token],
    queryFn: ({ signal }) =>
      callEndpoint(teamEndpoints.previewTeamInvitation, { body: { token }, signal, toastOnError: false }),
    retry: false,
    // a link without its token is invalid as it is: nothing to ask the server
    enabled: token !== '',
  });

/** Texts the sign-in code to the invited phone. */
export const sendInvitationCode = (token: string) =>
  callEndpoint(teamEndpoints.sendTeamInvitationCode, { body: { token }, toastOnError: false });

export const useSendInvitationCode = () => useMutation({ mutationFn: sendInvitationCode });

/** The code (and a new person's name and password) for {data, token} in the inviting supplier. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      callEndpoint(teamEndpoints.acceptTeamInvitation, { body, toastOnError: false }),
  });

/** A person already signed in joins with the link alone. */
export const useJoinTeam = () =>
  useMutation({
    mutationFn: (token: string) => callEndpoint(teamEndpoints.joinTeam, { body: { token }, toastOnError: false }),
  });
