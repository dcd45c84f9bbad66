import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '@supplier/contracts/team-roles';
import { suppliers, teamMembers } from '../identity/identity.table';

/**
 * Invitations to a supplier's team (issue 34): a link with an opaque token (only its SHA-256 is
 * kept) sent to the phone and email. Open while not accepted, not revoked and not expired.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    telephone: text('telephone').notNull(),
    email: text('email'),
    name: text('name').notNull().default(''),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Null when the account holder invited. */
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => teamMembers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    memberId: bigint('member_id', { mode: 'number' }).references(() => teamMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_key').on(t.tokenHash),
    index('team_invitations_supplier_idx').on(t.supplierId, t.id.desc()),
  ],
);
