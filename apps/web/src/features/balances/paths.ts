/** The money pages (SPEC section 2: payments → balances → main-balance | balance-services; payouts). */
export const BALANCE_PATHS = {
  main: '/payments/balances/main-balance',
  services: '/payments/balances/balance-services',
  payouts: '/payments/payouts',
} as const;
