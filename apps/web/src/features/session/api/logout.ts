import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** POST /admin-suppliers/v1/auth/logout: revokes the token in use. */
export function logoutRequest(): Promise<unknown> {
  return apiRequest('admin-suppliers/v1/auth/logout', { method: 'POST', toastOnError: false });
}

/**
 * SPEC section 4 "Logout": the token is revoked (best effort), the stored user, setup settings and
 * referral id are cleared, realtime disconnects, then the login page loads afresh.
 */
export async function logout(disconnect?: () => void | Promise<void>): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // the local session ends anyway
  }
  useSession.getState().clear();
  try {
    await disconnect?.();
  } catch {
    // nothing left to close
  }
  window.location.assign('/auth/login');
}

export const useLogout = (disconnect?: () => void | Promise<void>) =>
  useMutation({ mutationFn: () => logout(disconnect) });
