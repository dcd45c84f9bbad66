import { endpoints } from './endpoint';
import type { identityEndpointSchemas } from './identity';

/**
 * Signing in and up, password reset, sessions, the account and the referral visit counter (SPEC
 * section 7): where each endpoint lives; its schemas are in `identity.ts`.
 */
export const identityEndpoints = endpoints<typeof identityEndpointSchemas>()({
  sendLoginCode: 'POST /admin-suppliers/v2/auth/login',
  confirmLoginCode: 'POST /admin-suppliers/v2/auth/confirm-code',
  register: 'POST /admin-suppliers/v2/auth/register',
  loginWithPassword: 'POST /admin-suppliers/v1/auth/login',
  requestPasswordReset: 'POST /admin-suppliers/v1/auth/forgotten',
  confirmPasswordReset: 'POST /admin-suppliers/v1/auth/forgotten-confirm',
  logout: 'POST /admin-suppliers/v1/auth/logout',
  getAccount: 'GET /admin-suppliers/v1/customer/account',
  listSessions: 'GET /admin-suppliers/v1/customer/sessions',
  endOtherSessions: 'DELETE /admin-suppliers/v1/customer/sessions/others',
  endSession: 'DELETE /admin-suppliers/v1/customer/sessions/:id',
  trackReferralVisit: 'POST /v1/customers/referral/visit-track',
});
