import type { FastifyBaseLogger } from 'fastify';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import type { Broadcaster } from '../../drivers/broadcaster';
import { realtimeEvents } from '../realtime';
import type { MoneyStore } from './money.store';

const total = (kopiyky: number) => ({ total: kopiykyToHryvnias(kopiyky), total_format: formatMoney(kopiyky) });

/**
 * After a movement has committed: `balance.changed` with both balances to every supplier it
 * touched. Best effort; a failure is logged and never undoes the movement.
 */
export function balanceAnnouncer(deps: { store: MoneyStore; broadcaster: Broadcaster; log: FastifyBaseLogger }) {
  const events = realtimeEvents(deps.broadcaster, deps.log);
  return async (supplierIds: Iterable<number>): Promise<void> => {
    for (const supplierId of new Set(supplierIds)) {
      try {
        const balances = await deps.store.repos.ledger.balancesOf(supplierId);
        await events.balanceChanged(supplierId, {
          balance: total(balances.main),
          service_balance: total(balances.services),
        });
      } catch (error) {
        deps.log.warn({ err: error, supplierId }, 'balance.changed not announced');
      }
    }
  };
}

export type BalanceAnnouncer = ReturnType<typeof balanceAnnouncer>;
