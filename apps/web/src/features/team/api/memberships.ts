import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { teamEndpoints } from '@supplier/contracts/team-endpoints';
import { callEndpoint, type EndpointResponse } from '@/lib/endpoint-client';
import { teamKeys } from './keys';
import { useFirstPageShown } from '@/lib/first-page-shown';

export type Membership = EndpointResponse<typeof teamEndpoints.listMemberships>['data'][number];
export type SwitchAnswer = EndpointResponse<typeof teamEndpoints.switchMembership>;

export const membershipsQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.memberships(),
    queryFn: ({ signal }) => callEndpoint(teamEndpoints.listMemberships, { signal, toastOnError: false }),
    staleTime: 5 * 60_000,
  });

/**
 * The suppliers the signed-in person works in, the current one marked, and who is signed in; asked
 * for after the first page's own data (lib/first-page-shown).
 */
export const useMemberships = () => useQuery({ ...membershipsQueryOptions(), enabled: useFirstPageShown() });

/** A new session in another supplier (the current one ends). */
export const useSwitchMembership = () =>
  useMutation({
    mutationFn: (supplierId: number) =>
      callEndpoint(teamEndpoints.switchMembership, { body: { supplier_id: supplierId } }),
  });
