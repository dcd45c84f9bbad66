import type { PaymentMethodId } from '@supplier/contracts/payment-methods';
import type { Db } from '../../db/client';
import { changedFields, recordActivity } from '../activity';

/** A payment method as the log keeps it: switched on or off, and its settings field by field. */
export interface KeptPaymentMethod {
  enabled: boolean;
  settings: Readonly<Record<string, unknown>> | null;
}

const keptFields = ({ enabled, settings }: KeptPaymentMethod) => ({ enabled, ...settings });

/** Records a payment method's switch and settings that changed, in the change's transaction. */
export function recordPaymentMethodChange(
  tx: Db,
  method: PaymentMethodId,
  before: KeptPaymentMethod,
  after: KeptPaymentMethod,
): Promise<void> {
  return recordActivity(tx, {
    object: { type: 'payment-methods', id: method },
    changes: changedFields(keptFields(before), keptFields(after)),
  });
}
