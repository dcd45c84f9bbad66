import type { z } from 'zod';
import type { membershipsResponse } from '@supplier/contracts/team';
import { signedInTelephone, type ActiveToken } from '../../identity';
import { supplierName } from '../invitation.presenter';
import type { TeamContext } from '../team.context';

/**
 * The suppliers the signed-in person works in: their own (when the phone is a confirmed
 * supplier's) and their active memberships, the most recently used first.
 */
export async function listMemberships(
  ctx: TeamContext,
  auth: ActiveToken,
): Promise<z.infer<typeof membershipsResponse>> {
  const telephone = await signedInTelephone(ctx.identity, auth);
  const [holder, person] = await Promise.all([
    ctx.identity.suppliers.findByTelephone(telephone),
    ctx.identity.members.findPerson(telephone),
  ]);
  const memberships = person ? await ctx.identity.members.activeMemberships(person.id) : [];
  const own = holder?.isConfirmTelephone
    ? [
        {
          supplier_id: holder.id,
          supplier_name: supplierName(holder),
          role: 'owner' as const,
          holder: true,
          current: auth.memberId === null && auth.supplierId === holder.id,
        },
      ]
    : [];
  const me = memberships.find((row) => row.id === auth.memberId);
  return {
    data: [
      ...own,
      ...memberships.map((row) => ({
        supplier_id: row.supplierId,
        supplier_name: row.supplierName,
        role: row.role,
        holder: false,
        current: row.id === auth.memberId,
      })),
    ],
    me: {
      member_id: auth.memberId,
      name: me?.name ?? (holder ? supplierName(holder) : ''),
      telephone,
      role: auth.role,
    },
  };
}
