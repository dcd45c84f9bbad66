import { useCustomerEvents } from '@/lib/use-customer-events';

const BALANCE_EVENTS = ['balance.changed'] as const;

/**
 * Calls `onChange` on every `balance.changed` (private-balance.{id}) while the page is open: the
 * money pages fetch their lists again. The shell updates the navbar pill from the same event.
 */
export function useBalanceChanged(onChange: () => void): void {
  useCustomerEvents(BALANCE_EVENTS, onChange);
}
