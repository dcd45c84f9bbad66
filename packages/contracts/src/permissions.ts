import type { TeamRole } from './team-roles';

/**
 * The permission matrix of a shop's team (issue 34, ADR 0041): what each fixed role may do, by
 * area. Every endpoint of the contracts' table names one of these, or what signs it in otherwise
 * (`EndpointPermission`); the API refuses the rest with 403 and the web hides them.
 * No zod here: the web's shell and menu read it on the first load.
 */
export const PERMISSIONS = [
  'dashboard',
  'orders:read',
  'orders:manage',
  'waybills',
  'returns',
  'chats',
  'reviews',
  'catalogue:read',
  'catalogue',
  'shelvings',
  'money:read',
  'money:topup',
  'money:move',
  'advertising',
  'integrations',
  'settings',
  'team',
  'activity-log',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * What an endpoint needs: a permission of the matrix, or one of
 * - `member`: any signed-in member of the supplier (their own account, sessions, notifications);
 * - `public`: no sign-in (signing in, registration, password reset);
 * - `token`: the supplier API's integration token, whose scopes decide (ADR 0025);
 * - `marketplace`: the marketplace's signed gateway.
 */
export type EndpointPermission = Permission | 'member' | 'public' | 'token' | 'marketplace';

/** How the API refuses a member whose role lacks an endpoint's permission (its text names both). */
export const FORBIDDEN_ROLE = { status: 403, code: 'forbidden_role' } as const;

const ALL: readonly Permission[] = PERMISSIONS;

/** Which role holds which permission: the owner all; money leaving the supplier is the owner's alone. */
export const ROLE_PERMISSIONS: Record<TeamRole, readonly Permission[]> = {
  owner: ALL,
  manager: ['dashboard', 'orders:read', 'orders:manage', 'waybills', 'returns', 'chats', 'reviews', 'catalogue:read'],
  warehouse: ['orders:read', 'waybills', 'shelvings', 'catalogue:read'],
  catalogue: ['catalogue:read', 'catalogue'],
  accountant: ['dashboard', 'orders:read', 'money:read', 'money:topup', 'catalogue:read'],
  support: ['chats', 'reviews', 'catalogue:read'],
};

const HELD = Object.fromEntries(
  Object.entries(ROLE_PERMISSIONS).map(([role, permissions]) => [role, new Set<string>(permissions)]),
) as unknown as Record<TeamRole, ReadonlySet<string>>;

/** Whether a member of `role` may do what `permission` names (anything but a matrix permission is not the role's to grant). */
export const roleCan = (role: TeamRole, permission: EndpointPermission): boolean =>
  permission === 'member' || permission === 'public' || HELD[role].has(permission);

/** Whether the permission is one of the matrix (checked against the member's role), not a kind of sign-in. */
export const isRolePermission = (permission: EndpointPermission): permission is Permission =>
  permission !== 'member' && permission !== 'public' && permission !== 'token' && permission !== 'marketplace';
