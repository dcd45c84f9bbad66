import type { TeamInvitation } from '@supplier/contracts/team';
import type { InvitationRow } from './invitations.repository';

export function invitationStatus(row: InvitationRow, now: Date): TeamInvitation['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'open';
}

export function presentInvitation(row: InvitationRow, now: Date): TeamInvitation {
  return {
    id: row.id,
    telephone: row.telephone,
    email: row.email,
    name: row.name,
    role: row.role,
    status: invitationStatus(row, now),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** The name a supplier goes by in invitations and the memberships switcher. */
export const supplierName = (supplier: { firstname: string; lastname: string }): string =>
  `${supplier.firstname} ${supplier.lastname}`.trim();
