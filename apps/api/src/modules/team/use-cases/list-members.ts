import type { TeamMember } from '@supplier/contracts/team';
import type { ActiveToken } from '../../identity';
import { presentHolder, presentMember } from '../member.presenter';
import type { TeamContext } from '../team.context';

/** The account holder first, then the members in the order they joined, with their last sign-in and device. */
export async function listMembers(ctx: TeamContext, auth: ActiveToken): Promise<TeamMember[]> {
  const [supplier, members, stats] = await Promise.all([
    ctx.identity.suppliers.findById(auth.supplierId),
    ctx.identity.members.list(auth.supplierId),
    ctx.identity.members.sessionStats(auth.supplierId),
  ]);
  if (!supplier) throw new Error(`signed in to a missing supplier ${auth.supplierId}`);
  const byMember = new Map(stats.map((row) => [row.memberId, row]));
  return [
    presentHolder(supplier, auth, byMember.get(null)),
    ...members.map((member) => presentMember(member, auth, byMember.get(member.id))),
  ];
}

/** One member as the list shows it, after a change. */
export async function readMember(ctx: TeamContext, auth: ActiveToken, memberId: number): Promise<TeamMember> {
  const [member, stats] = await Promise.all([
    ctx.identity.members.find(auth.supplierId, memberId),
    ctx.identity.members.sessionStats(auth.supplierId),
  ]);
  if (!member) throw new Error(`member ${memberId} vanished`);
  return presentMember(
    member,
    auth,
    stats.find((row) => row.memberId === memberId),
  );
}
