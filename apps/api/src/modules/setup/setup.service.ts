import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import type { SettingsResponse, SetupFlags } from '@supplier/contracts/setup';
import type { Clock } from '../../drivers';
import type { SetupFlag, SetupRegistry } from './setup.registry';
import { subscriptionActive } from './setup.requirements';

const FLAGS: SetupFlag[] = ['information', 'product', 'delivery', 'payment'];

function money(kopiyky: number) {
  return { total: kopiykyToHryvnias(kopiyky), total_format: formatMoney(kopiyky) };
}

/** The settings of the shell (PRODUCT.md section 3), from whatever the modules registered. */
export function setupService(deps: { registry: SetupRegistry; subscriptionCostKopiyky: number; clock: Clock }) {
  const { registry } = deps;
  return {
    async settings(supplierId: number): Promise<SettingsResponse> {
      const [flags, balances, store, subscription] = await Promise.all([
        Promise.all(
          FLAGS.map(async (flag) => [flag, (await registry.checks.get(flag)?.(supplierId)) ?? false] as const),
        ),
        registry.balancesSource?.(supplierId) ?? { main: 0, services: 0 },
        registry.storeSource?.(supplierId) ?? null,
        registry.subscriptionSource?.(supplierId) ?? { expiresAt: null },
      ]);
      const expiresAt = subscription.expiresAt;
      return {
        setup: Object.fromEntries(flags) as SetupFlags,
        balance: money(balances.main),
        service_balance: money(balances.services),
        store,
        subscribes: {
          supplier_panel: {
            cost: kopiykyToHryvnias(deps.subscriptionCostKopiyky),
            cost_format: formatMoney(deps.subscriptionCostKopiyky),
            active: subscriptionActive(expiresAt, deps.clock.now()),
            expires_at: expiresAt?.toISOString() ?? null,
          },
        },
      };
    },
  };
}
