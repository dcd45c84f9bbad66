import type { Locale } from '@supplier/contracts/constants';
import type { z } from 'zod';
import type { invitationPreviewResponse } from '@supplier/contracts/team';
import { supplierName } from '../invitation.presenter';
import type { TeamContext } from '../team.context';
import { openInvitation } from './open-invitation';

/** What the invitation's page shows before accepting. */
export async function previewInvitation(
  ctx: TeamContext,
  input: { token: string; locale: Locale },
): Promise<z.infer<typeof invitationPreviewResponse>['data']> {
  const invitation = await openInvitation(ctx, input.token, input.locale);
  const [supplier, person, holder] = await Promise.all([
    ctx.identity.suppliers.findById(invitation.supplierId),
    ctx.identity.members.findPerson(invitation.telephone),
    ctx.identity.suppliers.findByTelephone(invitation.telephone),
  ]);
  return {
    supplier_name: supplier ? supplierName(supplier) : '',
    role: invitation.role,
    telephone: invitation.telephone,
    name: person?.name || invitation.name,
    expires_at: invitation.expiresAt.toISOString(),
    known_person: person !== null || holder?.isConfirmTelephone === true,
  };
}
