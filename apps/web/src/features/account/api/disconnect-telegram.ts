import { useMutation } from '@tanstack/react-query';
import { telegramEndpoints } from '@supplier/contracts/telegram-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { useSession } from '@/lib/session';

export function disconnectTelegram() {
  return callEndpoint(telegramEndpoints.disconnectTelegram);
}

/** SPEC section 4: connected becomes disconnected; the stored user loses its telegram_id. */
export function useDisconnectTelegram() {
  return useMutation({
    mutationFn: disconnectTelegram,
    onSuccess: () => useSession.getState().mergeUserData({ telegram_id: null }),
  });
}
