import type { Db } from '../../db/client';
import { changedFields, recordActivity } from '../activity';
import type { IntegrationRow } from './integrations.repository';

/**
 * An integration as the log keeps it: its name, scopes, expiry, IP allow-list, whether it is revoked,
 * and the token's prefix the panel shows (never the token).
 */
function keptIntegration(row: IntegrationRow | null): Record<string, unknown> | null {
  if (!row) return null;
  return {
    name: row.name,
    scopes: row.scopes,
    expires_at: row.expiresAt?.toISOString() ?? null,
    ip_allow_list: row.ipAllowList,
    token_prefix: row.tokenPrefix,
    revoked: row.revokedAt !== null,
  };
}

/** Records an integration's creation (`before` null) or change with the kept fields that differ, in the change's transaction. */
export function recordIntegrationChange(tx: Db, before: IntegrationRow | null, after: IntegrationRow): Promise<void> {
  return recordActivity(tx, {
    object: { type: 'integrations', id: after.id, label: after.name },
    changes: changedFields(keptIntegration(before), keptIntegration(after)),
  });
}
