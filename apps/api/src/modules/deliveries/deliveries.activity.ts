import type { Carrier } from '@supplier/contracts/deliveries';
import type { Db } from '../../db/client';
import { changedFields, recordActivities, recordActivity } from '../activity';
import type { NpKeyRow, SenderRow } from './deliveries.repository';

/** A carrier as the log keeps it: switched on or off, and its settings field by field. */
export interface KeptDeliveryMethod {
  enabled: boolean;
  settings: Readonly<Record<string, unknown>> | null;
}

const keptMethod = ({ enabled, settings }: KeptDeliveryMethod) => ({ enabled, ...settings });

/** Records a carrier's switch and settings that changed, in the change's transaction. */
export function recordDeliveryMethodChange(
  tx: Db,
  carrier: Carrier,
  before: KeptDeliveryMethod,
  after: KeptDeliveryMethod,
): Promise<void> {
  return recordActivity(tx, {
    object: { type: 'deliveries', id: carrier },
    changes: changedFields(keptMethod(before), keptMethod(after)),
  });
}

/** The Nova Poshta sender as a reader knows it: the names Nova Poshta gave, not its Refs. */
function keptSender(row: SenderRow | null): Record<string, unknown> | null {
  if (!row) return null;
  return {
    counterparty: row.counterpartyName,
    contact: row.contactName,
    phone: row.contactPhone,
    city: row.cityName,
    kind: row.kind,
    warehouse: row.warehouseName,
    address: row.addressText,
  };
}

/** Records the sender settings' fields that changed, in the change's transaction. */
export function recordSenderChange(tx: Db, before: SenderRow | null, after: SenderRow): Promise<void> {
  return recordActivity(tx, {
    object: { type: 'deliveries', id: 'sender' },
    changes: changedFields(keptSender(before), keptSender(after)),
  });
}

/** A Nova Poshta key as the log keeps it: its name, whether it is the default, and the last 4 characters the panel shows (never the key). */
function keptKey(row: NpKeyRow | null): Record<string, unknown> | null {
  return row ? { name: row.name, is_default: row.isDefault, last4: row.last4 } : null;
}

/** A key before and after one change: `before` null when added, `after` null when deleted. */
export interface NpKeyChange {
  before: NpKeyRow | null;
  after: NpKeyRow | null;
}

/**
 * Records the keys one request changed (a new default also unsets the old one), each with its kept
 * fields that differ, in the change's transaction.
 */
export function recordNpKeyChanges(tx: Db, changes: readonly NpKeyChange[]): Promise<void> {
  return recordActivities(
    tx,
    changes.map(({ before, after }) => {
      const key = (after ?? before)!;
      return {
        object: { type: 'deliveries', id: key.id, label: key.name },
        changes: changedFields(keptKey(before), keptKey(after)),
      };
    }),
  );
}
