/** What the team page needs of a member to offer its actions. */
export interface MemberState {
  /** Null for the account holder (the supplier's own sign-in): not the team page's to change. */
  id: number | null;
  status: 'active' | 'deactivated';
  /** Signed-in devices now. */
  active_sessions: number;
}

export type MemberAction = 'changeRole' | 'sessions' | 'deactivate' | 'reactivate' | 'remove';

/**
 * The actions a member's row offers. A deactivated member has no sessions and can be switched back
 * on; the account holder has none. Whether the last owner may be demoted, deactivated or removed is
 * the server's rule: the row offers it and the dialog shows the server's refusal.
 */
export function memberActions(member: MemberState): MemberAction[] {
  if (member.id === null) return [];
  if (member.status === 'deactivated') return ['changeRole', 'reactivate', 'remove'];
  return member.active_sessions > 0
    ? ['changeRole', 'sessions', 'deactivate', 'remove']
    : ['changeRole', 'deactivate', 'remove'];
}
