// Model: an integration = one supplier API token (`spk_` + 32 random bytes base64url); only sha256(token) hex is kept (token_hash), token_prefix is shown in lists; scopes from @supplier/contracts/integrations; optional expiry and IP/CIDR allow-list; revoked_at set = dead.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IntegrationScope } from '@supplier/contracts/integrations';
import { suppliers } from '../identity/identity.table';

/**
 * API tokens a supplier creates for their own systems (1C/BAS, a CRM, a warehouse). The token is
 * shown once; the row keeps only its SHA-256 (hex) and the first characters for recognising it.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the token (e.g. `spk_AbC1`), shown in lists. */
    tokenPrefix: text('token_prefix').notNull(),
    /** sha256 hex of the whole token. */
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().$type<IntegrationScope[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** IPs or CIDRs the token may be used from; empty = from anywhere. */
    ipAllowList: text('ip_allow_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('integrations_token_hash_key').on(t.tokenHash),
    index('integrations_supplier_idx').on(t.supplierId, t.createdAt),
  ],
);
