import { useMutation } from '@tanstack/react-query';
import { identityEndpoints } from '@supplier/contracts/identity-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { useSession } from '@/lib/session';

/**
 * SPEC section 4 "Logout": the token is revoked (best effort), the stored user, setup settings and
 * referral id are cleared, realtime disconnects, then the login page loads afresh.
 */
export async function logout(disconnect?: () => void | Promise<void>): Promise<void> {
  try {
    // revokes the token in use
    await callEndpoint(identityEndpoints.logout, { toastOnError: false });
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
