import { roleCan, type EndpointPermission } from '@supplier/contracts/permissions';
import { TEAM_ROLES, type TeamRole } from '@supplier/contracts/team-roles';
import { useSession, type StoredUser } from './session';

/**
 * The signed-in member's role (issue 34, ADR 0041) from the stored user. A user stored before
 * members had roles is the supplier's own sign-in: the owner, whose panel is unchanged.
 */
export function roleOf(user: StoredUser | null): TeamRole {
  const role = (user?.data as { role?: unknown } | undefined)?.role;
  return TEAM_ROLES.find((known) => known === role) ?? 'owner';
}

export const useRole = (): TeamRole => useSession((state) => roleOf(state.user));

/** What a check names: a permission, or an endpoint's declaration in the contracts' table. */
export type Checked = EndpointPermission | { permission: EndpointPermission };

/** Whether the role may do it; the server refuses the rest with 403 `forbidden_role` anyway. */
export const canDo = (role: TeamRole, checked: Checked): boolean =>
  roleCan(role, typeof checked === 'string' ? checked : checked.permission);

/** Whether the signed-in member may do it: hide or disable what they may not. */
export function useCan(checked: Checked): boolean {
  return canDo(useRole(), checked);
}
