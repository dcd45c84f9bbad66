import type { FastifyInstance } from 'fastify';
import { balancesService } from './balances/balances.service';
import { balanceAnnouncer } from './money.events';
import { moneyStore } from './money.store';
import { payoutsService } from './payouts/payouts.service';
import { referralService } from './referral/referral.service';
import { subscriptionService } from './subscription/subscription.service';
import { topUpsService } from './topups/topups.service';
import { transfersService } from './transfers/transfers.service';

/** The money module's services, wired once per app from its database, drivers and configuration. */
export function moneyServices(app: FastifyInstance) {
  const store = moneyStore(app.database.db);
  const subscription = subscriptionService({
    store,
    clock: app.drivers.clock,
    costKopiyky: app.config.SUBSCRIPTION_COST_KOPIYKY,
  });
  return {
    store,
    balances: balancesService({ store }),
    subscription,
    transfers: transfersService({ store, buySubscription: (input) => subscription.buy(input) }),
    topUps: topUpsService({ store, driver: app.drivers.payments }),
    payouts: payoutsService({ store }),
    referral: referralService({ store }),
    /** Call after a movement commits, with the suppliers it touched. */
    announce: balanceAnnouncer({ store, broadcaster: app.drivers.broadcaster, log: app.log }),
  };
}

export type MoneyServices = ReturnType<typeof moneyServices>;
