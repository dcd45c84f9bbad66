import type { ActivityChange } from '@supplier/contracts/activity';
import type { Db } from '../../db/client';
import { recordActivity, type ActivityActor } from '../activity';
import type { MemberRow } from '../identity';
import type { InvitationRow } from './invitations.repository';

/**
 * The team's changes in «Журнал дій» with their before and after (issue 34): a member's role
 * and status (`active`, `deactivated`; null once removed) under the object `team`, an
 * invitation's status (`open`, `accepted`, `revoked`) under `team-invitations`.
 */
export function recordMemberChange(
  tx: Db,
  member: Pick<MemberRow, 'id' | 'name' | 'telephone'>,
  changes: Record<string, ActivityChange>,
): Promise<void> {
  return recordActivity(tx, {
    object: { type: 'team', id: member.id, label: member.name || member.telephone },
    changes,
  });
}

export function recordInvitationChange(
  tx: Db,
  invitation: Pick<InvitationRow, 'id' | 'name' | 'telephone'>,
  changes: Record<string, ActivityChange>,
  more: { action?: string; actor?: ActivityActor } = {},
): Promise<void> {
  return recordActivity(tx, {
    ...more,
    object: { type: 'team-invitations', id: invitation.id, label: invitation.name || invitation.telephone },
    changes,
  });
}
