/**
 * A shop's team (issue 34): the fixed roles a member of a supplier holds. The owner is the
 * supplier's own sign-in and any member made owner; every other role is a narrowed panel. What
 * each role may do is the permission matrix beside the endpoint table, not this list.
 * No zod here: the web's first load reads it.
 */
export const TEAM_ROLES = ['owner', 'manager', 'warehouse', 'catalogue', 'accountant', 'support'] as const;

export type TeamRole = (typeof TEAM_ROLES)[number];
