/** Query keys of the team domain. */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  memberSessions: (id: number) => [...teamKeys.all, 'members', id, 'sessions'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  memberships: () => [...teamKeys.all, 'memberships'] as const,
};
