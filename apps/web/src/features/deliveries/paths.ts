/** The pages of the deliveries section (SPEC section 2). */
export const DELIVERIES_PATHS = {
  panel: '/deliveries',
  sender: '/deliveries/sender',
  apis: '/deliveries/apis',
  saved: '/deliveries/saved',
} as const;
