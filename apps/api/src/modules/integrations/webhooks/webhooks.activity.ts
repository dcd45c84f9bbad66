import type { Db } from '../../../db/client';
import { changedFields, recordActivity } from '../../activity';
import type { WebhookEndpointRow } from './webhooks.table';

/** A webhook endpoint as the log keeps it: its address, events and switch (never its secret). */
function keptEndpoint(row: WebhookEndpointRow | null): Record<string, unknown> | null {
  return row ? { url: row.url, events: row.events, enabled: row.enabled } : null;
}

/**
 * Records a webhook endpoint's creation (`before` null), change, re-enabling or deletion (`after`
 * null) with the kept fields that differ, in the change's transaction.
 */
export function recordWebhookChange(
  tx: Db,
  before: WebhookEndpointRow | null,
  after: WebhookEndpointRow | null,
): Promise<void> {
  const endpoint = (after ?? before)!;
  return recordActivity(tx, {
    object: { type: 'webhooks', id: endpoint.id, label: endpoint.url },
    changes: changedFields(keptEndpoint(before), keptEndpoint(after)),
  });
}
