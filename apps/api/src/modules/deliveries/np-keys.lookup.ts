import { maskNpKey } from '@supplier/contracts/deliveries';
import type { Db } from '../../db/client';
import { deliveriesRepository } from './deliveries.repository';

/** `supplier_np_api_key` of the stored user (SPEC section 3): the supplier's default key, masked, or null. */
export function npApiKeyMaskLookup(db: Db): (supplierId: number) => Promise<string | null> {
  const repo = deliveriesRepository(db);
  return async (supplierId) => {
    const row = await repo.keys.findDefault(supplierId);
    return row ? maskNpKey(row.last4) : null;
  };
}
