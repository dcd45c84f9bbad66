/** The pages of the payment-methods section (SPEC section 2). */
export const PAYMENT_METHODS_PATHS = {
  methods: '/payment-methods/methods',
  details: (id: string) => `/payment-methods/methods/details/${id}`,
  saved: '/payment-methods/saved',
} as const;
