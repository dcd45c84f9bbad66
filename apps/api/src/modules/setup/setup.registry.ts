import fp from 'fastify-plugin';
import type { SettingsResponse, SetupFlags } from '@supplier/contracts/setup';

export type SetupFlag = keyof SetupFlags;

/** Whether one onboarding step is done for the supplier, computed from that module's tables. */
export type SetupCheck = (supplierId: number) => Promise<boolean>;

/** Both balances of a supplier, in kopiyky. */
export type BalancesSource = (supplierId: number) => Promise<{ main: number; services: number }>;
export type StoreSource = (supplierId: number) => Promise<SettingsResponse['store']>;
/** When the supplier-panel subscription ends (null: never bought). */
export type SubscriptionSource = (supplierId: number) => Promise<{ expiresAt: Date | null }>;

/**
 * What `GET /admin-suppliers/v1/settings` is computed from. Each module that owns a step or a
 * figure registers it once at start-up, e.g. in its routes plugin:
 *
 *   app.setup.check('product', (supplierId) => products.existsFor(supplierId));
 *   app.setup.balances((supplierId) => ledger.balancesOf(supplierId));
 *
 * Nothing registered means the step is not done, balances are 0, no store, no subscription.
 */
export class SetupRegistry {
  readonly checks = new Map<SetupFlag, SetupCheck>();
  balancesSource: BalancesSource | null = null;
  storeSource: StoreSource | null = null;
  subscriptionSource: SubscriptionSource | null = null;

  check(flag: SetupFlag, check: SetupCheck): this {
    if (this.checks.has(flag)) throw new Error(`setup check '${flag}' is registered twice`);
    this.checks.set(flag, check);
    return this;
  }

  balances(source: BalancesSource): this {
    this.balancesSource = this.#once(this.balancesSource, source, 'balances');
    return this;
  }

  store(source: StoreSource): this {
    this.storeSource = this.#once(this.storeSource, source, 'store');
    return this;
  }

  subscription(source: SubscriptionSource): this {
    this.subscriptionSource = this.#once(this.subscriptionSource, source, 'subscription');
    return this;
  }

  #once<T>(current: T | null, next: T, name: string): T {
    if (current) throw new Error(`setup source '${name}' is registered twice`);
    return next;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where modules register their onboarding checks and settings figures. */
    setup: SetupRegistry;
  }
}

/** Register before the modules that fill it; visible to every sibling module. */
export const setupRegistryPlugin = fp(async (app) => {
  app.decorate('setup', new SetupRegistry());
});
