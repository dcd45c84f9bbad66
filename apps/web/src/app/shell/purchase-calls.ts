import { topUp } from '@/features/balances/api/top-up';
import { transfer } from '@/features/balances/api/transfer';
import { refreshSetup } from '@/features/setup/store';
import type { PurchaseCalls } from '@/features/subscription/hooks/use-purchase-subscription';

/**
 * SPEC section 4: the subscription purchase reads cost and balances from freshly fetched settings
 * and pays with the balances' own top-up and transfer, their errors shown as toasts.
 */
export const purchaseCalls: PurchaseCalls = {
  async loadContext() {
    const state = await refreshSetup();
    const plan = state.subscribes?.supplier_panel;
    if (!plan) return null;
    return { cost: plan.cost, mainBalance: state.balance?.total ?? 0, serviceBalance: state.serviceBalance };
  },
  transfer: (input) => transfer({ ...input, toastOnError: true }),
  topUp: (input) => topUp({ ...input, toastOnError: true }),
};
