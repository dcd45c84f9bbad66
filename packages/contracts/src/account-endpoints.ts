import type { accountEndpointSchemas } from './account';
import { endpoints } from './endpoint';

/**
 * Account settings (`Обліковий запис`, SPEC section 7): where each endpoint lives; its schemas are
 * in `account.ts`.
 */
export const accountEndpoints = endpoints<typeof accountEndpointSchemas>()({
  saveAccount: 'PUT /admin-suppliers/v1/customer/account',
  saveAvatar: 'PUT /v1/customers/avatar',
  saveBackground: 'PUT /v1/customers/bg-save',
  changePassword: 'PUT /admin-suppliers/v1/customer/account/password',
  requestPhoneChange: 'POST /admin-suppliers/v1/customer/account/telephone',
  confirmPhoneChange: 'POST /admin-suppliers/v1/customer/account/telephone/confirm',
});
