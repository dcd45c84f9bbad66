/** The auth area's pages (app/router.tsx). */
export const AUTH_PATHS = {
  main: '/auth',
  login: '/auth/login',
  signup: '/auth/signup',
  phoneConfirmation: '/auth/phone-confirmation',
  withPassword: '/auth/with-password',
  forgotPassword: '/auth/forgot-password',
  recoverPasswordCode: '/auth/recover-password-code',
} as const;

/** Seconds before a new code may be asked for when the server does not say (PRODUCT.md section 2). */
export const DEFAULT_RESEND_SECONDS = 60;
