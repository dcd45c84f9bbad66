import type { Carrier } from '@supplier/contracts/deliveries';
import type { Db } from '../../db/client';
import { changedFields, recordActivity } from '../activity';
import type { SenderRow } from './deliveries.repository';

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
